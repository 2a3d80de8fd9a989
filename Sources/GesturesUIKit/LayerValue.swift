import Gestures

/// A value of an animatable layer property.
enum LayerValue: Hashable, Sendable {
    case scalar(Double)
    case point(Point)
    case rect(Rect)
    case transform(CATransform3D)
    case color(Color)

    /// The value an animation's `Any` stands for: a number (`CGFloat`, `Double`, `Float`, `Int`,
    /// `NSNumber`), a `CGPoint`, `CGSize` (as a rectangle's size), `CGRect`, `CATransform3D`,
    /// `CGAffineTransform` or colour; nil for anything else.
    init?(_ any: Any?) {
        switch any {
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Double: self = .scalar(v)
        case let v as Float: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as CGPoint: self = .point(v.point)
        case let v as CGRect: self = .rect(v.rect)
        case let v as CGSize: self = .rect(Rect(origin: .zero, size: v.size))
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as UIColor: self = .color(v.color)
        default: return nil
        }
    }

    /// Whether every number in it is finite.
    var isFinite: Bool {
        switch self {
        case let .scalar(v): v.isFinite
        case let .point(p): p.isFinite
        case let .rect(r): r.origin.isFinite && r.size.width.isFinite && r.size.height.isFinite
        case let .transform(t): t.isFinite
        case .color: true
        }
    }

    /// Whether both values are of the same kind.
    func isSameKind(as other: LayerValue) -> Bool {
        switch (self, other) {
        case (.scalar, .scalar), (.point, .point), (.rect, .rect), (.transform, .transform), (.color, .color): true
        default: false
        }
    }

    /// The value the fraction `p` of the way to `other` (p may overshoot, for springs). Transforms
    /// go through their translation, rotation and scales (affine part), entry by entry otherwise.
    func interpolated(to other: LayerValue, _ p: Double) -> LayerValue {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(lerp(a, b))
        case let (.point(a), .point(b)): return .point(Point(x: lerp(a.x, b.x), y: lerp(a.y, b.y)))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: lerp(a.origin.x, b.origin.x), y: lerp(a.origin.y, b.origin.y),
                              width: lerp(a.size.width, b.size.width), height: lerp(a.size.height, b.size.height)))
        case let (.color(a), .color(b)):
            return .color(Color(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue),
                                alpha: lerp(a.alpha, b.alpha)))
        case let (.transform(a), .transform(b)):
            if let da = Decomposed(a), let db = Decomposed(b) {
                var angle = db.angle - da.angle
                while angle > Double.pi { angle -= 2 * Double.pi }
                while angle < -Double.pi { angle += 2 * Double.pi }
                return .transform(Decomposed(sx: lerp(da.sx, db.sx), sy: lerp(da.sy, db.sy), angle: da.angle + angle * p,
                                             tx: lerp(da.tx, db.tx), ty: lerp(da.ty, db.ty)).transform)
            }
            let (x, y) = (a.rows, b.rows)
            return .transform(CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in CGFloat(lerp(Double(x[i][j]), Double(y[i][j]))) } }))
        default:
            return p < 1 ? self : other
        }
    }

    /// The sum of two values (a `byValue` added to a start, an additive animation to its model
    /// value); transforms concatenate.
    func adding(_ other: LayerValue) -> LayerValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): .scalar(a + b)
        case let (.point(a), .point(b)): .point(Point(x: a.x + b.x, y: a.y + b.y))
        case let (.rect(a), .rect(b)):
            .rect(Rect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y, width: a.size.width + b.size.width,
                       height: a.size.height + b.size.height))
        case let (.transform(a), .transform(b)): .transform(CATransform3DConcat(b, a))
        case let (.color(a), .color(b)):
            .color(Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        default: other
        }
    }

    /// An affine transform as scales, a rotation and a translation (nil when it shears or is 3-D).
    struct Decomposed {
        var sx: Double, sy: Double, angle: Double, tx: Double, ty: Double

        init(sx: Double, sy: Double, angle: Double, tx: Double, ty: Double) {
            (self.sx, self.sy, self.angle, self.tx, self.ty) = (sx, sy, angle, tx, ty)
        }

        init?(_ t: CATransform3D) {
            guard CATransform3DIsAffine(t) else { return nil }
            let m = CATransform3DGetAffineTransform(t).transform
            let sx = (m.a * m.a + m.b * m.b).squareRoot()
            guard sx > 1e-12 else { return nil }
            guard abs(m.a * m.c + m.b * m.d) < 1e-9 * Swift.max(1, sx * sx) else { return nil }
            self.init(sx: sx, sy: m.determinant / sx, angle: Math.atan2(m.b, m.a), tx: m.tx, ty: m.ty)
        }

        var transform: CATransform3D {
            let (s, c) = Math.sinCos(angle)
            return CATransform3DMakeAffineTransform(CGAffineTransform(
                a: CGFloat(sx * c), b: CGFloat(sx * s), c: CGFloat(-sy * s), d: CGFloat(sy * c), tx: CGFloat(tx), ty: CGFloat(ty)))
        }
    }
}

/// The key paths layer animations understand, and how each reads and writes a layer.
enum LayerKeyPath: String, CaseIterable {
    case position, positionX = "position.x", positionY = "position.y", bounds, boundsSize = "bounds.size", opacity
    case transform, transformScale = "transform.scale", transformScaleX = "transform.scale.x"
    case transformScaleY = "transform.scale.y", transformRotation = "transform.rotation"
    case transformRotationZ = "transform.rotation.z", transformTranslationX = "transform.translation.x"
    case transformTranslationY = "transform.translation.y"
    case cornerRadius, borderWidth, shadowOpacity, shadowRadius, backgroundColor, borderColor
    case strokeStart, strokeEnd, lineWidth

    /// Whether the key path names a property of the layer's class (a shape layer's stroke ends
    /// belong to shape layers only).
    @MainActor
    func applies(to layer: CALayer) -> Bool {
        switch self {
        case .strokeStart, .strokeEnd, .lineWidth: layer is CAShapeLayer
        default: true
        }
    }

    /// The model value of the property.
    @MainActor
    func value(of layer: CALayer) -> LayerValue? {
        let affine = CATransform3DGetAffineTransform(layer.transform).transform
        let decomposed = LayerValue.Decomposed(layer.transform)
        switch self {
        case .position: return .point(layer.position.point)
        case .positionX: return .scalar(Double(layer.position.x))
        case .positionY: return .scalar(Double(layer.position.y))
        case .bounds: return .rect(layer.bounds.rect)
        case .boundsSize: return .rect(Rect(origin: .zero, size: layer.bounds.size.size))
        case .opacity: return .scalar(Double(layer.opacity))
        case .transform: return .transform(layer.transform)
        case .transformScale, .transformScaleX: return .scalar(decomposed?.sx ?? (affine.a * affine.a + affine.b * affine.b).squareRoot())
        case .transformScaleY: return .scalar(decomposed?.sy ?? (affine.c * affine.c + affine.d * affine.d).squareRoot())
        case .transformRotation, .transformRotationZ: return .scalar(decomposed?.angle ?? Math.atan2(affine.b, affine.a))
        case .transformTranslationX: return .scalar(affine.tx)
        case .transformTranslationY: return .scalar(affine.ty)
        case .cornerRadius: return .scalar(Double(layer.cornerRadius))
        case .borderWidth: return .scalar(Double(layer.borderWidth))
        case .shadowOpacity: return .scalar(Double(layer.shadowOpacity))
        case .shadowRadius: return .scalar(Double(layer.shadowRadius))
        case .backgroundColor: return .color(layer.backgroundColor?.color ?? .clear)
        case .borderColor: return .color(layer.borderColor?.color ?? .clear)
        case .strokeStart: return (layer as? CAShapeLayer).map { .scalar(Double($0.strokeStart)) }
        case .strokeEnd: return (layer as? CAShapeLayer).map { .scalar(Double($0.strokeEnd)) }
        case .lineWidth: return (layer as? CAShapeLayer).map { .scalar(Double($0.lineWidth)) }
        }
    }

    /// Whether a value is of the kind the property takes.
    @MainActor
    func accepts(_ value: LayerValue, on layer: CALayer) -> Bool {
        guard let model = self.value(of: layer) else { return false }
        return model.isSameKind(as: value)
    }

    /// Writes a value onto a presentation copy (a layer with no view: its own geometry).
    @MainActor
    func set(_ value: LayerValue, on layer: CALayer) {
        func scalar() -> Double? { if case let .scalar(v) = value { v } else { nil } }
        func editTransform(_ edit: (inout LayerValue.Decomposed) -> Void) {
            let affine = CATransform3DGetAffineTransform(layer.ownTransform)
            var parts = LayerValue.Decomposed(layer.ownTransform)
                ?? LayerValue.Decomposed(sx: 0, sy: 0, angle: 0, tx: Double(affine.tx), ty: Double(affine.ty))
            edit(&parts)
            layer.ownTransform = parts.transform
        }
        switch self {
        case .position: if case let .point(p) = value { layer.ownPosition = CGPoint(p) }
        case .positionX: if let v = scalar() { layer.ownPosition.x = CGFloat(v) }
        case .positionY: if let v = scalar() { layer.ownPosition.y = CGFloat(v) }
        case .bounds: if case let .rect(r) = value { layer.ownBounds = CGRect(r) }
        case .boundsSize: if case let .rect(r) = value { layer.ownBounds.size = CGSize(r.size) }
        case .opacity: if let v = scalar() { layer.ownOpacity = Float(v) }
        case .transform: if case let .transform(t) = value { layer.ownTransform = t }
        case .transformScale: if let v = scalar() { editTransform { $0.sx = v; $0.sy = v } }
        case .transformScaleX: if let v = scalar() { editTransform { $0.sx = v } }
        case .transformScaleY: if let v = scalar() { editTransform { $0.sy = v } }
        case .transformRotation, .transformRotationZ: if let v = scalar() { editTransform { $0.angle = v } }
        case .transformTranslationX: if let v = scalar() { editTransform { $0.tx = v } }
        case .transformTranslationY: if let v = scalar() { editTransform { $0.ty = v } }
        case .cornerRadius: if let v = scalar() { layer.cornerRadius = CGFloat(v) }
        case .borderWidth: if let v = scalar() { layer.borderWidth = CGFloat(v) }
        case .shadowOpacity: if let v = scalar() { layer.shadowOpacity = Float(v) }
        case .shadowRadius: if let v = scalar() { layer.shadowRadius = CGFloat(v) }
        case .backgroundColor: if case let .color(c) = value { layer.ownBackground = UIColor(c) }
        case .borderColor: if case let .color(c) = value { layer.borderColor = UIColor(c) }
        case .strokeStart: if let v = scalar() { (layer as? CAShapeLayer)?.strokeStart = CGFloat(v) }
        case .strokeEnd: if let v = scalar() { (layer as? CAShapeLayer)?.strokeEnd = CGFloat(v) }
        case .lineWidth: if let v = scalar() { (layer as? CAShapeLayer)?.lineWidth = CGFloat(v) }
        }
    }
}
