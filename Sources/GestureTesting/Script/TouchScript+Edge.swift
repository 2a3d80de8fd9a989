extension TouchScript {
    /// An edge of the screen, for ``edgeSwipe(from:at:distance:duration:)``.
    public enum Edge: Hashable, Sendable, CaseIterable {
        /// The left edge (x = 0); the finger moves right.
        case left
        /// The right edge (x = width); the finger moves left.
        case right
        /// The top edge (y = 0); the finger moves down.
        case top
        /// The bottom edge (y = height); the finger moves up.
        case bottom
    }
}
