import Gestures
import GestureApps
import Testing

@MainActor
@Suite("Named view states as JSON lines")
struct NamedViewStatesTests {
    @Test("named views in tree order, with their center, transform, alpha and visibility")
    func line() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        a.accessibilityIdentifier = "a"
        a.alpha = 0.25
        window.addSubview(a)
        let unnamed = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        a.addSubview(unnamed)
        let deep = View(frame: Rect(x: 0, y: 0, width: 3, height: 3))
        deep.accessibilityIdentifier = "deep \"one\"\n"
        deep.transform = Transform(scaleX: 1.5, y: 2)
        unnamed.addSubview(deep)
        let b = View(frame: Rect(x: 50, y: 50, width: 10, height: 10))
        b.accessibilityIdentifier = "b"
        b.isHidden = true
        b.center = Point(x: .nan, y: 55.125)
        window.addSubview(b)

        let states = NamedViewStates(window: window)
        #expect(states.entries.map(\.id) == ["a", "deep \"one\"\n", "b"])
        #expect(states.jsonLine(time: 1.5, reason: "change") == #"""
            {"time":1.5,"reason":"change","views":[\#
            {"id":"a","center":[10,10],"transform":[1,0,0,1,0,0],"alpha":0.25,"hidden":false,"animating":false},\#
            {"id":"deep \"one\"\n","center":[1.5,1.5],"transform":[1.5,0,0,2,0,0],"alpha":1,"hidden":false,"animating":false},\#
            {"id":"b","center":[null,55.125],"transform":[1,0,0,1,0,0],"alpha":1,"hidden":true,"animating":false}]}
            """#)
        #expect(states == NamedViewStates(window: window))
        a.center.x += 1
        #expect(states != NamedViewStates(window: window))
        View.animate(withDuration: 1) { b.alpha = 0.5 }
        #expect(NamedViewStates(window: window).entries.map(\.isAnimating) == [false, false, true])
    }
}
