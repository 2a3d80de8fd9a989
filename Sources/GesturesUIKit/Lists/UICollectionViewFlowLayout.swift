import Gestures

/// The layout of items in lines: UIKit's `UICollectionViewFlowLayout`.
///
/// Scrolling vertically, each section is its header (as wide as the collection view, the header
/// reference size's height tall), then its items after the section inset's top, in lines left to
/// right, then the inset's bottom and its footer. Scrolling horizontally the same turns by a
/// quarter: columns top to bottom, headers at the left of their sections. Sizes, insets and
/// spacings come from the delegate when it is a ``UICollectionViewDelegateFlowLayout``, and from
/// the layout's properties otherwise.
///
/// A line takes items while they fit in the section's width (less its insets) with at least
/// ``minimumInteritemSpacing`` between them, and at least one item. As UIKit's flow layout does,
/// a full line — any line but the section's last — spreads its leftover width evenly between its
/// items, so its first item starts at the left inset and its last ends at the right one
/// (justified); the last line keeps the minimum spacing from the left inset (left-aligned). A
/// full line of one item starts at the left inset [OURS: UIKit does not document that case].
/// Items shorter than their line are centred in its height. Lines are ``minimumLineSpacing``
/// apart. An empty section keeps its header, insets and footer.
///
/// A size, spacing or inset that is negative, NaN or infinite counts as 0, reported.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size the flow layout works out from an estimate: recorded, the item size is used.
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// The size of items the delegate does not size (default 50×50 [DOC]).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least distance between lines (default 10 [DOC]).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least distance between items of a line (default 10 [DOC]).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items (default none).
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls in (default vertical).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// The size of each section's header: its height scrolling vertically, its width scrolling
    /// horizontally (default none: no header).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of each section's footer (default none).
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// An estimate of item sizes for self-sizing cells; recorded (the item size is used).
    open var estimatedItemSize = CGSize.zero

    /// One section's elements, placed.
    private struct Section {
        var header: CGRect?
        var footer: CGRect?
        var items: [CGRect] = []
        /// Each line's items and its extent along the scrolling axis, in order.
        var lines: [(items: Range<Int>, start: Double, end: Double)] = []
        var start = 0.0, end = 0.0
    }
    private var sections: [Section] = []
    private var contentSize = CGSize.zero
    /// The collection view's size when the layout was last prepared.
    private var preparedSize: CGSize?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        preparedSize = collectionView.bounds.size
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let crossExtent = Double(vertical ? collectionView.bounds.width - inset.left - inset.right
                                          : collectionView.bounds.height - inset.top - inset.bottom)
        var values = UsableValues(reportingIn: collectionView.window)
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        /// A rectangle from its place and size along the scrolling axis (main) and across it.
        func rect(main: Double, cross: Double, mainSize: Double, crossSize: Double) -> CGRect {
            vertical ? CGRect(x: cross, y: main, width: crossSize, height: mainSize)
                     : CGRect(x: main, y: cross, width: mainSize, height: crossSize)
        }
        var position = 0.0
        for section in 0..<collectionView.numberOfSections {
            let sectionInset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = values.usable(Double(delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing), "the line spacing of section \(section)")
            let itemSpacing = values.usable(Double(delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing), "the interitem spacing of section \(section)")
            let insets = (top: values.usable(Double(sectionInset.top), "the top inset of section \(section)"),
                          left: values.usable(Double(sectionInset.left), "the left inset of section \(section)"),
                          bottom: values.usable(Double(sectionInset.bottom), "the bottom inset of section \(section)"),
                          right: values.usable(Double(sectionInset.right), "the right inset of section \(section)"))
            let (mainBefore, crossBefore, mainAfter, crossAfter) = vertical ? (insets.top, insets.left, insets.bottom, insets.right)
                                                                            : (insets.left, insets.top, insets.right, insets.bottom)
            func edge(_ size: CGSize, _ kind: String) -> Double {
                values.usable(Double(vertical ? size.height : size.width), "the \(kind) size of section \(section)")
            }
            var placed = Section(start: position)
            let headerSize = edge(delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize, "header")
            if headerSize > 0 { placed.header = rect(main: position, cross: 0, mainSize: headerSize, crossSize: crossExtent) }
            position += headerSize + mainBefore
            // Every item's size across and along the scrolling axis.
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [(cross: Double, main: Double)] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                let width = values.usable(Double(size.width), "the width of item \(item) in section \(section)")
                let height = values.usable(Double(size.height), "the height of item \(item) in section \(section)")
                sizes.append(vertical ? (width, height) : (height, width))
            }
            let available = max(0, crossExtent - crossBefore - crossAfter)
            var first = 0
            while first < count {
                var end = first + 1, used = sizes[first].cross
                while end < count, used + itemSpacing + sizes[end].cross <= available + Self.fitTolerance {
                    used += itemSpacing + sizes[end].cross
                    end += 1
                }
                let isLast = end == count, itemsInLine = end - first
                let spacing = isLast || itemsInLine < 2 ? itemSpacing
                                                        : (available - (used - itemSpacing * Double(itemsInLine - 1))) / Double(itemsInLine - 1)
                let lineSize = sizes[first..<end].map(\.main).max() ?? 0
                if first > 0 { position += lineSpacing }
                var cross = crossBefore
                for item in first..<end {
                    let size = sizes[item]
                    placed.items.append(rect(main: position + (lineSize - size.main) / 2, cross: cross,
                                             mainSize: size.main, crossSize: size.cross))
                    cross += size.cross + spacing
                }
                placed.lines.append((first..<end, position, position + lineSize))
                position += lineSize
                first = end
            }
            position += mainAfter
            let footerSize = edge(delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize, "footer")
            if footerSize > 0 { placed.footer = rect(main: position, cross: 0, mainSize: footerSize, crossSize: crossExtent) }
            position += footerSize
            placed.end = position
            sections.append(placed)
        }
        values.finish("sizes")
        contentSize = vertical ? CGSize(width: crossExtent, height: position) : CGSize(width: position, height: crossExtent)
    }

    /// How far past the line's width an item may reach and still fit, in points: floating-point
    /// sums of widths that add up exactly. [OURS]
    private static let fitTolerance = 1e-9

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let low = Double(vertical ? rect.minY : rect.minX), high = Double(vertical ? rect.maxY : rect.maxX)
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.end > low && section.start < high {
            if let header = section.header, header.overlaps(rect) {
                found.append(supplementary(UICollectionView.elementKindSectionHeader, index, header))
            }
            // The first line that ends below `low`, by binary search.
            var lower = 0, upper = section.lines.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if section.lines[middle].end <= low { lower = middle + 1 } else { upper = middle }
            }
            var line = lower
            while line < section.lines.count, section.lines[line].start < high {
                for item in section.lines[line].items where section.items[item].overlaps(rect) {
                    found.append(cell(IndexPath(item: item, section: index), section.items[item]))
                }
                line += 1
            }
            if let footer = section.footer, footer.overlaps(rect) {
                found.append(supplementary(UICollectionView.elementKindSectionFooter, index, footer))
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return cell(indexPath, sections[indexPath.section].items[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        let frame = elementKind == UICollectionView.elementKindSectionHeader ? section.header
                  : elementKind == UICollectionView.elementKindSectionFooter ? section.footer : nil
        return frame.map { supplementary(elementKind, indexPath.section, $0) }
    }

    private func cell(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}
