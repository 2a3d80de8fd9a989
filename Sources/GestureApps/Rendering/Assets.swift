import Gestures

/// A built-in picture: SVG markup drawn in a box of its natural size, from `(0, 0)` to
/// `(size.width, size.height)`, so that a renderer can stretch it over any view's bounds.
///
/// The art is this project's own: flat shapes, a few colours, readable at 60 points.
struct Asset {
    /// The name an ``Image`` uses to ask for it.
    let name: String
    /// The natural size, in points: the box the markup is drawn in.
    let size: Size
    /// SVG elements, one per line, in the asset's own coordinates.
    let markup: String

    /// The `id` of the asset's `<symbol>` in a document.
    var symbolID: String { "asset-\(name)" }

    /// An image description for an ``ImageView`` showing this asset at its natural size.
    var image: Image { Image(name: name, size: size) }

    /// Every built-in asset.
    static let all: [Asset] = [monkey, banana, file, trash, tap, swipe, swipeLeft, swipeRight, rotation, mountains, lake,
                               meadow]

    /// The asset with the given name, if there is one.
    static func named(_ name: String) -> Asset? {
        all.first { $0.name == name }
    }

    /// A brown monkey's face with round ears, a tan muzzle and a grin.
    static let monkey = Asset(name: "monkey", size: Size(width: 120, height: 120), markup: """
        <circle cx="20" cy="58" r="17" fill="#8a5a32"/>
        <circle cx="20" cy="58" r="9" fill="#efc49a"/>
        <circle cx="100" cy="58" r="17" fill="#8a5a32"/>
        <circle cx="100" cy="58" r="9" fill="#efc49a"/>
        <path d="M52 22 Q56 8 64 12 Q60 16 62 22 Z" fill="#6f4524"/>
        <circle cx="60" cy="60" r="40" fill="#8a5a32"/>
        <path d="M60 42 C50 30 30 36 34 56 C28 70 38 96 60 96 C82 96 92 70 86 56 C90 36 70 30 60 42 Z" fill="#efc49a"/>
        <ellipse cx="47" cy="56" rx="5.5" ry="7" fill="#2a1a0d"/>
        <ellipse cx="73" cy="56" rx="5.5" ry="7" fill="#2a1a0d"/>
        <circle cx="49" cy="53.5" r="1.8" fill="#ffffff"/>
        <circle cx="75" cy="53.5" r="1.8" fill="#ffffff"/>
        <ellipse cx="55.5" cy="70" rx="2.2" ry="1.6" fill="#6f4524"/>
        <ellipse cx="64.5" cy="70" rx="2.2" ry="1.6" fill="#6f4524"/>
        <path d="M45 78 Q60 92 75 78" fill="none" stroke="#6f4524" stroke-width="3.5" stroke-linecap="round"/>
        """)

    /// A ripe yellow banana, curved like a smile, with a brown stem and tip.
    static let banana = Asset(name: "banana", size: Size(width: 120, height: 72), markup: """
        <path d="M14 16 C22 50 58 66 92 56 C104 52 112 44 114 36 C104 42 94 46 82 46 C56 46 34 34 24 12 Z" fill="#f6cf3d" stroke="#c99a12" stroke-width="2.5" stroke-linejoin="round"/>
        <path d="M27 27 C37 40 54 48 80 50" fill="none" stroke="#fde98a" stroke-width="3" stroke-linecap="round"/>
        <path d="M12 6 L24 12 L18 20 L10 14 Z" fill="#6b4a1a"/>
        <circle cx="113" cy="37" r="3" fill="#4a3212"/>
        """)

    /// A document: a white page with a folded corner and a few lines of text.
    static let file = Asset(name: "file", size: Size(width: 80, height: 100), markup: """
        <path d="M10 4 H52 L72 24 V96 H10 Z" fill="#ffffff" stroke="#44556b" stroke-width="3" stroke-linejoin="round"/>
        <path d="M52 4 V24 H72" fill="#dde5ef" stroke="#44556b" stroke-width="3" stroke-linejoin="round"/>
        <path d="M20 42 H62 M20 54 H62 M20 66 H62 M20 78 H46" stroke="#8fa6c2" stroke-width="4" stroke-linecap="round"/>
        """)

    /// A grey trash can with a lid, a handle and ribbed sides.
    static let trash = Asset(name: "trash", size: Size(width: 90, height: 110), markup: """
        <path d="M33 15 V9 Q33 4 38 4 H52 Q57 4 57 9 V15" fill="none" stroke="#5d6876" stroke-width="4"/>
        <rect x="6" y="14" width="78" height="11" rx="4" fill="#7c8896" stroke="#5d6876" stroke-width="2"/>
        <path d="M13 29 H77 L71 102 Q70.5 106 66 106 H24 Q19.5 106 19 102 Z" fill="#a9b4c2" stroke="#5d6876" stroke-width="3" stroke-linejoin="round"/>
        <path d="M31 40 L33 95 M45 40 V95 M59 40 L57 95" stroke="#5d6876" stroke-width="4" stroke-linecap="round"/>
        """)

    // The gesture pictures of the "Simple Gesture Recognizers" sample: a rounded badge, an icon of
    // the gesture and its name, the size of the sample's image view.

    /// A blue badge: a fingertip with a ripple, and "Tap".
    static let tap = Asset(name: "tap", size: Size(width: 160, height: 64), markup: """
        <rect x="2" y="2" width="156" height="60" rx="30" fill="#1e88e5" stroke="#0d47a1" stroke-width="3"/>
        <circle cx="34" cy="32" r="9" fill="#ffffff"/>
        <circle cx="34" cy="32" r="17" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.6"/>
        <text x="104" y="41" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="bold" fill="#ffffff" text-anchor="middle">Tap</text>
        """)

    /// An orange badge: a double-headed arrow, and "Swipe".
    static let swipe = Asset(name: "swipe", size: Size(width: 160, height: 64), markup: """
        <rect x="2" y="2" width="156" height="60" rx="30" fill="#f57c00" stroke="#e65100" stroke-width="3"/>
        <path d="M14 32 H56 M14 32 L24 24 M14 32 L24 40 M56 32 L46 24 M56 32 L46 40" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
        <text x="108" y="41" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="bold" fill="#ffffff" text-anchor="middle">Swipe</text>
        """)

    /// The swipe badge with its arrow pointing left, for a swipe that went left.
    static let swipeLeft = Asset(name: "swipe-left", size: Size(width: 160, height: 64), markup: """
        <rect x="2" y="2" width="156" height="60" rx="30" fill="#f57c00" stroke="#e65100" stroke-width="3"/>
        <path d="M14 32 H56 M14 32 L26 22 M14 32 L26 42" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
        <text x="108" y="41" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="bold" fill="#ffffff" text-anchor="middle">Swipe</text>
        """)

    /// The swipe badge with its arrow pointing right, for a swipe that went right.
    static let swipeRight = Asset(name: "swipe-right", size: Size(width: 160, height: 64), markup: """
        <rect x="2" y="2" width="156" height="60" rx="30" fill="#f57c00" stroke="#e65100" stroke-width="3"/>
        <path d="M104 32 H146 M146 32 L134 22 M146 32 L134 42" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
        <text x="56" y="41" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="bold" fill="#ffffff" text-anchor="middle">Swipe</text>
        """)

    /// A purple badge: a turning arrow, and "Rotation".
    static let rotation = Asset(name: "rotation", size: Size(width: 160, height: 64), markup: """
        <rect x="2" y="2" width="156" height="60" rx="30" fill="#8e24aa" stroke="#4a148c" stroke-width="3"/>
        <path d="M42 32 A12 12 0 1 1 34 20.7" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
        <path d="M34 14 L41 21 L32 25 Z" fill="#ffffff"/>
        <text x="100" y="40" font-family="DejaVu Sans, sans-serif" font-size="20" font-weight="bold" fill="#ffffff" text-anchor="middle">Rotation</text>
        """)

    /// A photo of snowy mountains under a blue sky with a pale sun.
    static let mountains = Asset(name: "mountains", size: Size(width: 150, height: 128), markup: """
        <rect x="0" y="0" width="150" height="128" fill="#8ec5ee"/>
        <circle cx="118" cy="28" r="12" fill="#fff6c8"/>
        <path d="M0 128 L0 96 L38 44 L62 78 L92 30 L150 104 L150 128 Z" fill="#5d6f86"/>
        <path d="M38 44 L30 55 L38 52 L44 58 L48 52 Z M92 30 L82 45 L92 41 L98 48 L103 44 Z" fill="#ffffff"/>
        <rect x="0" y="112" width="150" height="16" fill="#4f7a45"/>
        """)

    /// A photo of a lake at sunset: an orange sky, a low sun and its reflection.
    static let lake = Asset(name: "lake", size: Size(width: 150, height: 128), markup: """
        <rect x="0" y="0" width="150" height="72" fill="#f3a65a"/>
        <rect x="0" y="0" width="150" height="30" fill="#e0744a"/>
        <circle cx="75" cy="72" r="20" fill="#ffd866"/>
        <rect x="0" y="72" width="150" height="56" fill="#35577d"/>
        <path d="M60 80 H90 M64 88 H86 M68 96 H82 M71 104 H79" stroke="#ffd866" stroke-width="3" stroke-linecap="round"/>
        <path d="M0 72 L20 60 L40 70 L58 62 L75 72 Z M100 72 L118 58 L134 66 L150 60 L150 72 Z" fill="#3c2f3f"/>
        """)

    /// A photo of a meadow: green hills, a tree and flowers under a light sky.
    static let meadow = Asset(name: "meadow", size: Size(width: 150, height: 128), markup: """
        <rect x="0" y="0" width="150" height="128" fill="#cfe9f7"/>
        <path d="M0 84 Q40 62 80 80 Q116 96 150 74 L150 128 L0 128 Z" fill="#7cbf5a"/>
        <path d="M0 104 Q60 88 150 106 L150 128 L0 128 Z" fill="#5fa244"/>
        <rect x="104" y="52" width="6" height="30" fill="#7a5230"/>
        <circle cx="107" cy="46" r="16" fill="#3f8a3a"/>
        <circle cx="24" cy="112" r="3" fill="#f26d8f"/>
        <circle cx="46" cy="118" r="3" fill="#ffd23f"/>
        <circle cx="70" cy="110" r="3" fill="#f26d8f"/>
        <circle cx="128" cy="118" r="3" fill="#ffffff"/>
        """)
}

extension Image {
    /// The built-in monkey, at its natural size.
    static var monkey: Image { Asset.monkey.image }
    /// The built-in banana, at its natural size.
    static var banana: Image { Asset.banana.image }
    /// The built-in document icon, at its natural size.
    static var file: Image { Asset.file.image }
    /// The built-in trash can, at its natural size.
    static var trash: Image { Asset.trash.image }
}
