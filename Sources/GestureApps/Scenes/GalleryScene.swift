import Gestures
import GesturesToolkit

/// A photo gallery over a list of albums: the screen where scroll views, controls and recognizers
/// meet, and UIKit's rules decide who gets each touch.
///
/// The pieces:
/// 1. a horizontal ``ScrollView`` with paging (`pager`), one page per photo;
/// 2. on each page a zooming scroll view (`photo-N`, 1× to 3×) whose delegate names the photo's
///    image view for zooming: a pinch zooms it (springing back inside the range when pinched past
///    it), and a double-tap recognizer on the page zooms, animated, to 2× about the finger, or
///    back to 1×;
/// 3. a single tap on the gallery that shows or hides its bar of controls, which must wait for the
///    double taps to fail (a double tap is not two toggles);
/// 4. in the bar, a Share ``Button``: Apple's overlap rule lets a tap on it win over the gallery's
///    single tap on its superview;
/// 5. below, a vertical list of albums (`list`); each row has a swipe-to-delete pan that begins only
///    across the list (so vertical drags scroll the list) and a Like button, whose touches the list
///    holds back for the content-touch delay.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class GalleryScene: PlaygroundScene, ScrollViewDelegate, GestureRecognizerDelegate {
    public let title = "Photo gallery"
    public let window: Window
    #if hasFeature(Embedded)
    public var soundPlayer: (any SoundPlayer)?
    #else
    public weak var soundPlayer: (any SoundPlayer)?
    #endif
    /// The screen's content.
    public let view: View
    /// The gallery: the pager and the bar over it; its single tap toggles the bar.
    public let galleryArea: View
    /// The paging scroll view of photos.
    public let pager: ScrollView
    /// One zooming scroll view per photo, page by page.
    public let pages: [ScrollView]
    /// The photos, each the view its page zooms.
    public let photos: [ImageView]
    /// Each page's double tap, which zooms.
    public let doubleTaps: [TapGestureRecognizer]
    /// The single tap that shows or hides the bar.
    public let toggleTap: TapGestureRecognizer
    /// The bar of controls over the photos: a caption and the Share button.
    public let bar: View
    /// The bar's text: which photo of how many, and its name.
    public let caption: View
    /// The bar's button, whose tap wins over ``toggleTap``.
    public let shareButton: Button
    /// What Share shows: a note over the photo ("Photo 2 shared") that fades out. Touches pass
    /// through it.
    public let shareNote: View
    /// The vertical list of albums.
    public let list: ScrollView
    /// The albums' rows, top to bottom (a deleted one leaves).
    public private(set) var rows: [View] = []
    /// What happened, in order, for the log and the tests.
    public private(set) var events: [String] = []
    /// The page the pager rests on.
    public private(set) var currentPage = 0

    /// The photos' names, page by page.
    static let photoNames = ["mountains", "lake", "meadow"]
    /// The gallery's size, in points.
    static let gallerySize = Size(width: 375, height: 300)
    /// The height of an album's row, in points.
    static let rowHeight = 70.0
    /// How many albums the list starts with.
    static let albumCount = 8
    /// The largest zoom of a photo, and the zoom a double tap goes to.
    static let maximumZoom = 3.0
    static let doubleTapZoom = 2.0
    /// A row swiped left farther than this, in points, or released faster than ``deleteSpeed``
    /// leftwards, is deleted.
    static let deleteDistance = 150.0
    /// In points per second.
    static let deleteSpeed = 800.0
    /// How long a row takes to slide away, back, or close the gap, in seconds.
    static let rowAnimationDuration = 0.25
    /// How long the share note stays, then fades, in seconds (our decision: long enough to read
    /// three words).
    static let shareNoteHold = 1.0
    static let shareNoteFade = 0.5

    public static let entry = PlaygroundSceneEntry(
        name: "gallery", summary: "page, zoom and double-tap photos; scroll, like and swipe away albums"
    ) { clock in GalleryScene(clock: clock) }

    /// Creates the scene on a 375 × 667 point screen.
    public init(clock: any GestureClock) {
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        window.accessibilityIdentifier = "window"
        view = View(frame: window.bounds)
        view.accessibilityIdentifier = "screen"
        view.backgroundColor = Color(red: 0.12, green: 0.13, blue: 0.16)
        window.addSubview(view)

        let size = Self.gallerySize
        galleryArea = View(frame: Rect(origin: .zero, size: size))
        galleryArea.accessibilityIdentifier = "gallery"
        galleryArea.clipsToBounds = true
        view.addSubview(galleryArea)
        pager = ScrollView(frame: Rect(origin: .zero, size: size))
        pager.accessibilityIdentifier = "pager"
        pager.backgroundColor = .black
        pager.isPagingEnabled = true
        pager.clipsToBounds = true
        // The wheel and a trackpad scroll, as they do UIKit's scroll views (the engine's scroll view
        // leaves it to the app).
        pager.panGestureRecognizer.allowedScrollTypesMask = .all
        pager.contentSize = Size(width: size.width * Double(Self.photoNames.count), height: size.height)
        galleryArea.addSubview(pager)

        var pages: [ScrollView] = [], photos: [ImageView] = [], doubleTaps: [TapGestureRecognizer] = []
        for (index, name) in Self.photoNames.enumerated() {
            let page = ScrollView(frame: Rect(x: size.width * Double(index), y: 0, width: size.width, height: size.height))
            page.accessibilityIdentifier = "photo-\(index + 1)"
            page.clipsToBounds = true
            page.panGestureRecognizer.allowedScrollTypesMask = .all
            page.contentSize = size
            page.maximumZoomScale = Self.maximumZoom
            let photo = ImageView(image: Image(name: name, size: size))
            photo.accessibilityIdentifier = name
            page.addSubview(photo)
            let doubleTap = TapGestureRecognizer()
            doubleTap.name = "doubleTap-\(index + 1)"
            doubleTap.numberOfTapsRequired = 2
            page.addGestureRecognizer(doubleTap)
            pager.addSubview(page)
            pages.append(page)
            photos.append(photo)
            doubleTaps.append(doubleTap)
        }
        self.pages = pages
        self.photos = photos
        self.doubleTaps = doubleTaps

        bar = View(frame: Rect(x: 0, y: size.height - 50, width: size.width, height: 50))
        bar.accessibilityIdentifier = "bar"
        bar.backgroundColor = Color(white: 0, alpha: 0.55)
        galleryArea.addSubview(bar)
        caption = View(frame: Rect(x: 16, y: 0, width: 250, height: 50))
        caption.accessibilityIdentifier = "caption"
        caption.isUserInteractionEnabled = false
        bar.addSubview(caption)
        shareButton = Button(frame: Rect(x: size.width - 96, y: 8, width: 80, height: 34))
        shareButton.accessibilityIdentifier = "share"
        shareButton.backgroundColor = Color(red: 0.20, green: 0.48, blue: 0.92)
        shareButton.drawnText = Self.text(["Share"], size: 15, bold: true, color: .white, alignment: .center)
        bar.addSubview(shareButton)
        shareNote = View(frame: Rect(x: (size.width - 200) / 2, y: size.height - 110, width: 200, height: 44))
        shareNote.accessibilityIdentifier = "shareNote"
        shareNote.backgroundColor = Color(white: 0.1, alpha: 0.8)
        shareNote.isUserInteractionEnabled = false
        shareNote.alpha = 0
        galleryArea.addSubview(shareNote)

        toggleTap = TapGestureRecognizer()
        toggleTap.name = "toggleTap"
        galleryArea.addGestureRecognizer(toggleTap)

        list = ScrollView(frame: Rect(x: 0, y: size.height, width: size.width, height: window.bounds.height - size.height))
        list.accessibilityIdentifier = "list"
        list.backgroundColor = Color(white: 0.96)
        list.clipsToBounds = true
        list.panGestureRecognizer.allowedScrollTypesMask = .all
        list.contentSize = Size(width: size.width, height: Self.rowHeight * Double(Self.albumCount))
        view.addSubview(list)
        for index in 0..<Self.albumCount { addRow(index) }

        // Wiring, once every stored property is set.
        pager.delegate = self
        for (page, doubleTap) in zip(pages, doubleTaps) {
            page.delegate = self
            doubleTap.addTarget(self, action: GalleryScene.handleDoubleTap)
            toggleTap.require(toFail: doubleTap)
        }
        toggleTap.addTarget(self, action: GalleryScene.handleToggleTap)
        shareButton.addTarget(self, action: GalleryScene.share, for: .primaryActionTriggered)
        list.delegate = self
        for scrollView in [pager, list] + pages { Self.nameRecognizers(of: scrollView) }
        showCaption()
    }

    /// Names a scroll view's own recognizers after it ("pager pan", "photo-1 pinch"…), so that
    /// traces and the timeline tell the scroll views apart.
    private static func nameRecognizers(of scrollView: ScrollView) {
        let prefix = "scroll view "
        for recognizer in scrollView.gestureRecognizers ?? [] {
            guard let name = recognizer.name, name.hasPrefix(prefix) else { continue }
            recognizer.name = "\(scrollView.accessibilityIdentifier ?? "scroll view") \(name.dropFirst(prefix.count))"
        }
    }

    public func step(to time: Double) {}

    // MARK: The albums

    private func addRow(_ index: Int) {
        let row = View(frame: Rect(x: 0, y: Self.rowHeight * Double(index), width: Self.gallerySize.width, height: Self.rowHeight))
        let number = index + 1
        row.accessibilityIdentifier = "album-\(number)"
        row.backgroundColor = Self.stripe(index)
        let label = View(frame: Rect(x: 16, y: 0, width: 240, height: Self.rowHeight))
        label.isUserInteractionEnabled = false
        label.drawnText = Self.text(["Album \(number)", "\(12 + 7 * index) photos"], size: 15, bold: false,
                                    color: Color(white: 0.15), alignment: .leading)
        row.addSubview(label)
        let like = Button(frame: Rect(x: Self.gallerySize.width - 96, y: 16, width: 80, height: 38))
        like.accessibilityIdentifier = "like-\(number)"
        like.backgroundColor = Color(red: 0.93, green: 0.36, blue: 0.45)
        like.drawnText = Self.text(["Like"], size: 15, bold: true, color: .white, alignment: .center)
        like.addTarget(self, action: GalleryScene.toggleLike, for: .primaryActionTriggered)
        row.addSubview(like)
        let swipe = PanGestureRecognizer(target: self, action: GalleryScene.handleSwipe)
        swipe.name = "swipe-\(number)"
        swipe.delegate = self
        row.addGestureRecognizer(swipe)
        list.addSubview(row)
        rows.append(row)
    }

    /// The background of the row at `index` in the list: white and light grey in turn.
    static func stripe(_ index: Int) -> Color {
        index % 2 == 0 ? .white : Color(white: 0.92)
    }

    /// The Like button of the album row `row`.
    public func likeButton(of row: View) -> Button? {
        row.subviews.lazy.compactMap { $0 as? Button }.first
    }

    func toggleLike(_ control: Control) {
        guard let button = control as? Button, let row = button.superview else { return }
        button.isSelected.toggle()
        button.drawnText?.lines = [button.isSelected ? "Liked" : "Like"]
        events.append("\(row.accessibilityIdentifier ?? "album") \(button.isSelected ? "liked" : "unliked")")
        soundPlayer?.play(.chomp)
    }

    /// The row follows the finger leftwards; let go far or fast enough it slides away and the rows
    /// below close the gap, otherwise it slides back.
    func handleSwipe(_ swipe: PanGestureRecognizer) {
        guard let row = swipe.view else { return }
        let dx = Swift.min(0, swipe.translation(in: list).x)
        switch swipe.state {
        case .began, .changed:
            row.frame.origin.x = dx
        case .ended where dx < -Self.deleteDistance || swipe.velocity(in: list).x < -Self.deleteSpeed:
            delete(row)
        case .ended, .cancelled:
            View.animate(withDuration: Self.rowAnimationDuration, animations: { row.frame.origin.x = 0 })
        default:
            break
        }
    }

    private func delete(_ row: View) {
        guard let index = rows.firstIndex(where: { $0 === row }) else { return }
        rows.remove(at: index)
        events.append("\(row.accessibilityIdentifier ?? "album") swiped away")
        let below = rows[index...]
        let owner = WeakReference(self)
        View.animate(withDuration: Self.rowAnimationDuration, animations: {
            row.frame.origin.x = -row.bounds.width
            for other in below { other.frame.origin.y -= Self.rowHeight }
        }, completion: { _ in
            row.removeFromSuperview()
            guard let scene = owner.value else { return }
            // The rows below moved up one place: their stripes follow their new places.
            for (place, other) in scene.rows.enumerated() { other.backgroundColor = Self.stripe(place) }
            scene.list.contentSize.height = Self.rowHeight * Double(scene.rows.count)
            // The list may now end above the offset it showed.
            let bottom = Swift.max(0, scene.list.contentSize.height - scene.list.bounds.height)
            if scene.list.contentOffset.y > bottom { scene.list.setContentOffset(Point(x: 0, y: bottom), animated: true) }
        })
    }

    // MARK: The gallery

    func handleDoubleTap(_ tap: TapGestureRecognizer) {
        guard let page = tap.view as? ScrollView, let index = pages.firstIndex(where: { $0 === page }) else { return }
        events.append("photo \(index + 1) double-tapped")
        if page.zoomScale > 1 {
            page.setZoomScale(1, animated: true)
        } else {
            // The photo's area about the finger that fills the page at the double tap's zoom.
            let scale = Self.doubleTapZoom
            let finger = tap.location(in: photos[index])
            let size = Size(width: page.bounds.width / scale, height: page.bounds.height / scale)
            page.zoom(to: Rect(x: finger.x - size.width / 2, y: finger.y - size.height / 2,
                               width: size.width, height: size.height), animated: true)
        }
    }

    func handleToggleTap(_ tap: TapGestureRecognizer) {
        bar.isHidden.toggle()
        events.append(bar.isHidden ? "controls hidden" : "controls shown")
    }

    func share(_ control: Control) {
        events.append("photo \(currentPage + 1) shared")
        soundPlayer?.play(.chomp)
        shareNote.drawnText = Self.text(["Photo \(currentPage + 1) shared"], size: 16, bold: true, color: .white,
                                        alignment: .center)
        // Shown at once (a running fade is replaced), held, then faded out.
        shareNote.alpha = 1
        View.animate(withDuration: Self.shareNoteFade, delay: Self.shareNoteHold, animations: { shareNote.alpha = 0 })
    }

    private func showCaption() {
        caption.drawnText = Self.text(["Photo \(currentPage + 1) of \(pages.count)", Self.photoNames[currentPage]],
                                      size: 14, bold: false, color: .white, alignment: .leading)
    }

    // MARK: ScrollViewDelegate

    public func viewForZooming(in scrollView: ScrollView) -> View? {
        pages.firstIndex { $0 === scrollView }.map { photos[$0] }
    }

    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        guard let index = pages.firstIndex(where: { $0 === scrollView }) else { return }
        events.append("photo \(index + 1) zoomed to \(Self.format(scale))×")
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        if scrollView === pager {
            let width = pager.bounds.width
            let page = width > 0 ? Int((pager.contentOffset.x / width).rounded()) : 0
            guard page != currentPage, pages.indices.contains(page) else { return }
            currentPage = page
            showCaption()
            events.append("paged to photo \(page + 1) of \(pages.count)")
        } else if scrollView === list {
            events.append("list came to rest at y \(Self.format(list.contentOffset.y))")
        }
    }

    // MARK: GestureRecognizerDelegate

    /// A row's swipe begins only across the list: a vertical drag is the list's.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let swipe = gestureRecognizer as? PanGestureRecognizer, swipe.view?.superview === list else { return true }
        let t = swipe.translation(in: list)
        return abs(t.x) > abs(t.y)
    }

    // MARK: Helpers

    private static func text(_ lines: [String], size: Double, bold: Bool, color: Color,
                             alignment: DrawnText.Alignment) -> DrawnText {
        DrawnText(lines: lines, fontSize: size, isBold: bold, color: color, alignment: alignment)
    }

    static func format(_ value: Double) -> String {
        "\((value * 10).rounded() / 10)"
    }
}
