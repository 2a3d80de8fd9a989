import Foundation

/// UIKit's spellings of an index path in a list: a section and a row (tables) or an item
/// (collections). Foundation defines `IndexPath` on every platform; UIKit adds these.
extension IndexPath {
    /// The path of `row` in `section`. (Built by appending to a one-index path, which keeps the
    /// two indexes inline: a path made from an array allocates the array, four times the time.)
    public init(row: Int, section: Int) {
        self = IndexPath(index: section).appending(row)
    }

    /// The path of `item` in `section`.
    public init(item: Int, section: Int) {
        self = IndexPath(index: section).appending(item)
    }

    /// The section: the first index (0 for an empty path, where UIKit would stop the program).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row in the section: the second index (0 for a path shorter than two).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }

    /// The item in the section: the same index as ``row``.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
