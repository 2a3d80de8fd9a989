import Gestures

/// A scroll view as its delegate sees it: its own class, and the point, view and scale types its
/// callbacks speak. The engine's ``ScrollView`` speaks ``Point``, ``View`` and `Double`; the UIKit
/// layer's `UIScrollView` speaks `CGPoint`, `UIView` and `CGFloat`. It lets one delegate protocol,
/// ``ScrollViewDelegate``, serve both.
#if !hasFeature(Embedded)
@MainActor
#endif
public protocol DelegatingScrollView: AnyObject {
    /// The type of the content offset and of the release velocity.
    associatedtype Offset
    /// The type of the view that zooms.
    associatedtype ZoomingView: AnyObject
    /// The type of the zoom scale.
    associatedtype Scale
}

/// The callbacks of a scroll view, spelled as UIKit's `UIScrollViewDelegate`, in the order of a
/// drag and fling: `scrollViewWillBeginDragging`, `scrollViewDidScroll`…,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll`…, `scrollViewDidEndDecelerating`. Every method has a default.
///
/// It is the one delegate protocol of both layers: its methods name the scroll view's class
/// (``ScrollingView``, by default the engine's ``ScrollView``), so a delegate of the engine's scroll
/// view conforms to it as it is, and the UIKit layer's `UIScrollViewDelegate` is this protocol with
/// `ScrollingView` fixed to `UIScrollView`, declaring nothing of its own.
///
/// ```swift
/// final class Reader: ScrollViewDelegate {
///     func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
///         print("at rest at", scrollView.contentOffset)
///     }
/// }
/// ```
#if !hasFeature(Embedded)
@MainActor
#endif
public protocol ScrollViewDelegate<ScrollingView>: AnyObject {
    /// The scroll view class whose callbacks these are.
    ///
    /// Embedded Swift has no UIKit layer, and there it is always ``ScrollView``, said so: its
    /// compiler (6.3) runs out of memory emitting a call through the delegate when a struct
    /// argument's type depends on an associated type left open.
    #if hasFeature(Embedded)
    associatedtype ScrollingView: DelegatingScrollView = ScrollView where ScrollingView == ScrollView
    #else
    associatedtype ScrollingView: DelegatingScrollView = ScrollView
    #endif

    /// The content offset changed (once per change: per finger move, per animation frame).
    func scrollViewDidScroll(_ scrollView: ScrollingView)
    /// The finger started scrolling.
    func scrollViewWillBeginDragging(_ scrollView: ScrollingView)
    /// The finger lifted; `velocity` is in points per millisecond, and `targetContentOffset` points
    /// to where the content will come to rest, which the delegate may change.
    func scrollViewWillEndDragging(_ scrollView: ScrollingView, withVelocity velocity: ScrollingView.Offset,
                                   targetContentOffset: UnsafeMutablePointer<ScrollingView.Offset>)
    /// The drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollingView, willDecelerate decelerate: Bool)
    /// The content starts moving on by itself after the drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollingView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollingView)
    /// An animated `setContentOffset(_:animated:)` arrived.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollingView)
    /// The view that zooms (nil, the default, disables zooming).
    func viewForZooming(in scrollView: ScrollingView) -> ScrollingView.ZoomingView?
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollingView)
    /// A pinch starts zooming `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollingView, with view: ScrollingView.ZoomingView?)
    /// The pinch (or an animated zoom, or a bounce back inside the zoom range) ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollingView, with view: ScrollingView.ZoomingView?,
                                 atScale scale: ScrollingView.Scale)
    /// Asked before scrolling to the top for a tap on the status bar (default true).
    func scrollViewShouldScrollToTop(_ scrollView: ScrollingView) -> Bool
    /// The scroll to the top for a tap on the status bar arrived.
    func scrollViewDidScrollToTop(_ scrollView: ScrollingView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollingView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollingView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollingView, withVelocity velocity: ScrollingView.Offset,
                                          targetContentOffset: UnsafeMutablePointer<ScrollingView.Offset>) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollingView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollingView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollingView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollingView) {}
    public func viewForZooming(in scrollView: ScrollingView) -> ScrollingView.ZoomingView? { nil }
    public func scrollViewDidZoom(_ scrollView: ScrollingView) {}
    public func scrollViewWillBeginZooming(_ scrollView: ScrollingView, with view: ScrollingView.ZoomingView?) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollingView, with view: ScrollingView.ZoomingView?,
                                        atScale scale: ScrollingView.Scale) {}
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollingView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollingView) {}
}

extension ScrollView: DelegatingScrollView {
    public typealias Offset = Point
    public typealias ZoomingView = View
    public typealias Scale = Double
}
