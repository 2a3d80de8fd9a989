/// The name of `object`'s class, for diagnostics that have no name the app gave.
///
/// Embedded Swift keeps no type names in the program, so there every object answers "object";
/// name recognizers (``GestureRecognizer/name``) and views (`accessibilityIdentifier`) to tell
/// them apart in its diagnostics.
nonisolated func typeName(of object: AnyObject) -> String {
    #if hasFeature(Embedded)
    "object"
    #else
    String(describing: type(of: object))
    #endif
}
