import Gestures

/// Pull to refresh: a control at the top of a scroll view (``UIScrollView/refreshControl``) that
/// sends `valueChanged` when the user drags the content down far enough, and keeps itself on
/// screen until the app calls ``endRefreshing()``. UIKit's `UIRefreshControl`.
///
/// Decided here, where UIKit's numbers are not documented, and tested: the control fires while
/// the finger is still down, once the content has been pulled ``triggerDistance`` points past its
/// top; while refreshing, the scroll view's adjusted top inset grows by the control's
/// ``height``, so the content comes to rest below the control when the finger lifts. It fires
/// again only after the content has come back to its top. ``beginRefreshing()`` shows the state
/// without sending `valueChanged` and without scrolling, as in UIKit.
@MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, in points [OURS: the room UIKit's spinner takes above the content].
    public static let height: CGFloat = 60
    /// How far past its top the content must be pulled to refresh, in points [OURS].
    public static let triggerDistance: CGFloat = 88
    /// How long the content takes to return to its top after ``endRefreshing()``, in seconds
    /// [OURS, as the table's row animations].
    static let returnDuration: TimeInterval = 0.3

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// The title under the spinner; recorded.
    open var attributedTitle: NSAttributedString?
    /// The scroll view the control belongs to (set by ``UIScrollView/refreshControl``).
    weak var scrollView: UIScrollView?
    /// Whether the next pull may fire: false from a refresh until the content is back at its top.
    private var armed = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the refreshing state without sending `valueChanged`.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        armed = false
        scrollView?.refreshInset = Self.height
    }

    /// Ends the refresh: the control's room closes and content resting below it returns to its
    /// top over 0.3 s.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        guard let scrollView else { return }
        scrollView.refreshInset = 0
        let top = -scrollView.contentInset.top
        if !scrollView.isDragging && scrollView.contentOffset.y < top {
            UIView.animate(withDuration: Self.returnDuration) {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: top)
            }
        }
    }

    /// The control's place: above the content, as wide as the scroll view.
    func place() {
        guard let scrollView else { return }
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
    }

    /// The content moved: fires when a drag has pulled it far enough, re-arms when it is back.
    func scrollViewDidScroll() {
        guard let scrollView else { return }
        let pulled = -(scrollView.contentOffset.y + scrollView.contentInset.top)
        if pulled <= 0 && !isRefreshing { armed = true }
        guard armed, !isRefreshing, scrollView.isDragging, pulled >= Self.triggerDistance else { return }
        isRefreshing = true
        armed = false
        scrollView.refreshInset = Self.height
        sendActions(for: .valueChanged)
    }
}
