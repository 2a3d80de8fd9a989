/// The mouse or trackpad buttons pressed during an event, as UIKit's `UIEvent.ButtonMask` has them.
///
/// A finger on a touch screen presses no button: its events carry an empty mask, and recognizers
/// that ask for a button (``TapGestureRecognizer/buttonMaskRequired``) count it as the primary one.
nonisolated public struct ButtonMask: OptionSet, Hashable, Sendable {
    /// The mask's bits: bit n − 1 for button n.
    public let rawValue: Int
    /// Creates a mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The primary button (the left one of a right-handed mouse; a click of a trackpad).
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button (the right one; a two-finger click of a trackpad).
    public static let secondary = ButtonMask(rawValue: 1 << 1)

    /// Button `number`, counted from 1 (1 is ``primary``, 2 ``secondary``); an empty mask for
    /// numbers outside 1...62.
    public static func button(_ number: Int) -> ButtonMask {
        (1...62).contains(number) ? ButtonMask(rawValue: 1 << (number - 1)) : []
    }
}

/// The modifier keys held during an event, with UIKit's `UIKeyModifierFlags` bits (which are
/// AppKit's `NSEvent.ModifierFlags` bits).
nonisolated public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits.
    public let rawValue: Int
    /// Creates flags from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Alt (Option on a Mac keyboard).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command (the Super or Windows key on a PC keyboard).
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}
