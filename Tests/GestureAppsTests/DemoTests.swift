import Foundation
import GestureApps
import GestureTesting
import Testing

@MainActor
@Suite("The headless demo")
struct DemoTests {
    @Test("The demo plays every feature of its seven scenes and writes a picture before and after and a timeline each")
    func demo() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gestures-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        var demo = Demo(outputDirectory: out, quiet: true)
        let files = try demo.run()
        #expect(files.map(\.lastPathComponent) == [
            "monkey-before.svg", "monkey-after.svg", "monkey-timeline.svg", "monkey-timeline.html",
            "file-to-trash-before.svg", "file-to-trash-after.svg", "file-to-trash-timeline.svg", "file-to-trash-timeline.html",
            "pan-swipe-before.svg", "pan-swipe-after.svg", "pan-swipe-timeline.svg", "pan-swipe-timeline.html",
            "simple-gestures-before.svg", "simple-gestures-after.svg", "simple-gestures-timeline.svg",
            "simple-gestures-timeline.html",
            "gallery-before.svg", "gallery-after.svg", "gallery-timeline.svg", "gallery-timeline.html",
            "bottom-sheet-before.svg", "bottom-sheet-after.svg", "bottom-sheet-timeline.svg", "bottom-sheet-timeline.html",
            "todo-list-before.svg", "todo-list-after.svg", "todo-list-timeline.svg", "todo-list-timeline.html",
        ])
        for file in files where file.pathExtension == "html" {
            let page = try String(contentsOf: file, encoding: .utf8)
            // One self-contained page: nothing fetched from anywhere.
            #expect(page.hasPrefix("<!DOCTYPE html>") && !page.contains("src=") && !page.contains("href=\"http")
                        && !page.contains("url(") && !page.contains("<link") && !page.contains("fetch("),
                    "\(file.lastPathComponent)")
        }
        // Why the gallery's toggle tap waited: the page says, at the moment it happened, that it waited
        // for the double tap to fail, and then that it was released when the double tap failed.
        let gallery = try String(contentsOf: out.appendingPathComponent("gallery-timeline.html"), encoding: .utf8)
        #expect(gallery.contains(#"{"time":0.75,"kind":"waiting","from":"doubleTap-2","to":"toggleTap","text":"toggleTap waiting for doubleTap-2 to fail"}"#))
        #expect(gallery.contains(#""kind":"released","from":null,"to":"toggleTap","text":"toggleTap released: required recognizers failed"}"#))
        for file in files where file.pathExtension == "svg" {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains("<svg") && text.hasSuffix("</svg>\n"), "\(file.lastPathComponent)")
            // Timelines: no label over another, no bar outside its lane (the gallery's 8 s included).
            if file.lastPathComponent.hasSuffix("-timeline.svg") {
                #expect(TimelineSVG.layoutProblems(in: text) == [], "\(file.lastPathComponent)")
            }
        }
        let log = demo.log
        // What the tutorials promise, in the order the script plays it.
        let events = log.filter { $0.hasPrefix("  event:") }.map { $0.dropFirst(9) }
        #expect(events.filter { !$0.contains("ended at") } == [
            "chomp (monkey)", "laugh (monkey)", "chomp (banana)",
            "file dropped elsewhere, returning", "file dropped on the trash", "file deleted",
            "swipe right, velocity (1008, 0)", "swipe up, velocity (0, -1008)",
            "swipe left, velocity (-1008, 0)", "swipe down, velocity (0, 1008)", "no swipe, velocity (100, 67)",
            "tap at (120.0, 180.0): the tap picture shows there and fades out over 0.5 s",
            "swipeLeft at (237.8, 300.0): the swipe picture moves to (17.8, 300.0) as it fades out over 0.5 s",
            "swipeRight at (122.2, 420.0): the swipe picture moves to (342.2, 420.0) as it fades out over 0.5 s",
            "delegate: tap does not receive the touch on segmentedControl",
            "segment 1 (Disable Left Swipes) selected: swipeLeft removed from the view",
            "delegate: tap does not receive the touch on segmentedControl",
            "segment 0 (Enable Left Swipes) selected: swipeLeft on the view",
            "rotation began at (187.0, 330.0)",
            "paged to photo 2 of 3", "photo 2 double-tapped", "photo 2 zoomed to 2.0×", "photo 2 zoomed to 1.0×",
            "controls hidden", "controls shown", "photo 2 shared", "list came to rest at y 193.0",
            "album-4 liked", "album-4 swiped away",
            "stroke drawn on the canvas: 36 points, from (50.0, 190.0) to (312.5, 200.4)",
            "sheet grabbed at top 527.0",
            "sheet let go at top 402.7, -1071.6 pt/s (projected to -132.1): heading for full",
            "sheet settled at full (top 80.0)",
            "sheet grabbed at top 80.0",
            "sheet let go at top 310.0, 8.1 pt/s (projected to 314.0): heading for half",
            "sheet settled at half (top 333.5)",
            "card lifted at (187.5, 421.5)",
            "card set down at (257.5, 481.5)",
            "row 1 tapped: Call the bank selected, then deselected",
            "row 0 swiped: Buy milk", "Buy milk marked done", "row 0's actions closed",
            "row 3 swiped: Book the dentist", "row 3 swiped open: Delete and Flag showing",
            "the swiped row is gone", "row 3 deleted: Book the dentist (11 tasks left)",
            "row 2 swiped: Pay the electricity bill", "row 2 swiped open: Delete and Flag showing",
            "Pay the electricity bill flagged", "row 2's actions closed",
            "refreshed: Reply to Sam's email arrived at the top (12 tasks)",
            "list let go at y -117.8, 449.9 pt/s",
            "row 2 lifted: Call the bank",
            "Call the bank moved from row 2 to row 3", "Call the bank moved from row 3 to row 4",
            "Call the bank set down at row 4",
            "list let go at y 87.4, -956.6 pt/s", "list let go at y -11.4, 47.4 pt/s",
        ])
        #expect(log.contains("  sounds: chomp, laugh, chomp"))
        #expect(log.contains("  recognized: doubleTap-2 ×1, list pan ×1, pager pan ×1, photo-2 pinch ×1, swipe-4 ×1, toggleTap ×2"))
        #expect(log.contains { $0.contains("banana at") && $0.contains("scale 1.48, rotation 29.4°") })
        #expect(log.contains("  final: file deleted"))
        #expect(log.contains("  final: photo 2 of 3 at 1.0×, controls shown, 7 albums, list at y 123.0"))
        #expect(log.contains("    delay toggleTap +0.35 s: waits for doubleTap-1 (+0.35 s)"))
        // The lint of every scene, each under its heading.
        #expect(log.filter { $0.hasPrefix("  == lint ") } == [
            "  == lint monkey", "  == lint file-to-trash", "  == lint pan-swipe", "  == lint simple-gestures",
            "  == lint all-recognizers", "  == lint drag-box", "  == lint gallery", "  == lint bottom-sheet",
            "  == lint todo-list",
        ])
        #expect(log.contains("    delay tap +0.35 s: waits for doubleTap (+0.35 s)"))
        // Consulted, the showcase scenes have no finding but the monkey's two, each explained.
        #expect(log.filter { $0.hasPrefix("    lint: ") } == [
            "    lint: 10 recognizers, 2 findings (2 unrelated-views), all intended",
            "    lint: 1 recognizer, 0 findings", "    lint: 1 recognizer, 0 findings", "    lint: 4 recognizers, 0 findings",
            "    lint: 10 recognizers, 0 findings", "    lint: 1 recognizer, 0 findings", "    lint: 25 recognizers, 0 findings",
            "    lint: 3 recognizers, 0 findings", "    lint: 5 recognizers, 0 findings",
        ])
        // The file is gone from the after picture; the monkey's pictures differ.
        let fileAfter = try String(contentsOf: out.appendingPathComponent("file-to-trash-after.svg"), encoding: .utf8)
        let fileBefore = try String(contentsOf: out.appendingPathComponent("file-to-trash-before.svg"), encoding: .utf8)
        #expect(fileBefore.contains("xlink:href=\"#asset-file\""))
        #expect(!fileAfter.contains("xlink:href=\"#asset-file\""))
        #expect(fileAfter.contains("xlink:href=\"#asset-trash\""))
        // The simple gestures: the second left stroke, with left swipes off, recognized nothing;
        // the after picture catches the rotation's picture as the fingers lift.
        #expect(log.contains("  recognized: rotation ×1, swipeLeft ×1, swipeRight ×1, tap ×1"))
        let gesturesBefore = try String(contentsOf: out.appendingPathComponent("simple-gestures-before.svg"), encoding: .utf8)
        let gesturesAfter = try String(contentsOf: out.appendingPathComponent("simple-gestures-after.svg"), encoding: .utf8)
        #expect(!gesturesBefore.contains("#asset-"))
        #expect(gesturesBefore.contains(">Enable Left Swipes</text>") && gesturesBefore.contains(">Disable Left Swipes</text>"))
        #expect(gesturesAfter.contains("xlink:href=\"#asset-rotation\""))
        // The bottom sheet: the wave on the canvas after the session, not before; the sheet at half;
        // the card caught lifted as the finger leaves it, over its shadow.
        #expect(log.contains("  recognized: cardPress ×1, sheetPan ×2"))
        #expect(log.contains("  final: sheet at half (top 333.5); card set down at (257.5, 481.5), settling from scale 1.06 "
                             + "and shadow 0.35; one stroke of 36 points on the canvas"))
        let sheetBefore = try String(contentsOf: out.appendingPathComponent("bottom-sheet-before.svg"), encoding: .utf8)
        let sheetAfter = try String(contentsOf: out.appendingPathComponent("bottom-sheet-after.svg"), encoding: .utf8)
        #expect(!sheetBefore.contains("stroke=\"#007aff\"") && sheetAfter.contains("stroke=\"#007aff\""))
        #expect(sheetBefore.contains("<g data-view=\"sheet\" transform=\"translate(0 527)\">"))
        #expect(sheetAfter.contains("<g data-view=\"sheet\" transform=\"translate(0 333.5)\">"))
        #expect(sheetAfter.contains("<g data-view=\"card\" transform=\"matrix(1.06 0 0 1.06 172.6965 114.0786)\">"))
        #expect(sheetAfter.components(separatedBy: "data-layer=\"shadow\"").count == 3)  // the sheet's and the card's
        // The to-do list: the row swipes, the refresh's pull and the lift each recognized; the done
        // task checked and gray, the flagged one flagged, the new task on top in the after picture.
        #expect(log.contains("  recognized: listPan ×3, reorderPress ×1, rowSwipe ×3"))
        #expect(log.contains("  final: 12 tasks: Reply to Sam's email, ✓ Buy milk, Pay the electricity bill (flagged), "
                             + "Water the plants, Call the bank, Return the library books, Write the weekly report, "
                             + "Fix the bike's brakes, Plan the weekend trip, Back up the laptop, Send the birthday card, "
                             + "Clean the fridge; list at y 0.0"))
        let listBefore = try String(contentsOf: out.appendingPathComponent("todo-list-before.svg"), encoding: .utf8)
        let listAfter = try String(contentsOf: out.appendingPathComponent("todo-list-after.svg"), encoding: .utf8)
        #expect(listBefore.contains(">Book the dentist</text>") && !listAfter.contains(">Book the dentist</text>"))
        #expect(!listBefore.contains(">✓ Buy milk</text>") && listAfter.contains(">✓ Buy milk</text>"))
        #expect(!listBefore.contains(">Flagged</text>") && listAfter.contains(">Flagged</text>"))
        #expect(listAfter.contains(">Reply to Sam&apos;s email</text>"))
        let timeline = try String(contentsOf: out.appendingPathComponent("monkey-timeline.svg"), encoding: .utf8)
        #expect(timeline.contains("data-recognizer=\"monkeyTickle\""))
        #expect(timeline.contains("decision-requirement"))
    }
}
