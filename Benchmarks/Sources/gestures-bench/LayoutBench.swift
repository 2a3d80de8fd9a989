import GesturesUIKit

/// Auto Layout's two costs: a screen of 200 views and 800 constraints solved from scratch (the
/// first layout of a screen), and the re-solve after one constant change (one frame of a
/// constraint animation or a pan that drives a constant).
///
/// Target: a re-solve costs at most a twentieth of a full solve. The Cassowary paper (Badros,
/// Borning and Stuckey, ACM TOCHI 2001, section 6) reports re-solving after an edit far faster
/// than adding the constraints, which is what makes the incremental simplex worth having; the
/// factor of 20 is our reading of it, not a number the paper states. [OURS]
enum LayoutBench {
    static let columns = 20
    static let rows = 10

    /// A grid of 20 × 10 cards in a window, each with 4 constraints: its leading edge after its
    /// left neighbour (or the window's edge), its top below the card above (the first row: level
    /// with its left neighbour, the first card 20 below the window's top), a width of a twentieth
    /// of the window less the gap, and a height of 40. The first card's top constant moves all.
    @MainActor
    static func screen() -> (UIWindow, NSLayoutConstraint, [UIView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        var cards: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        var firstTop: NSLayoutConstraint?
        for row in 0..<rows {
            for column in 0..<columns {
                let card = UIView()
                card.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(card)
                let leading = column == 0
                    ? card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 4)
                    : card.leadingAnchor.constraint(equalTo: cards[cards.count - 1].trailingAnchor, constant: 4)
                let top = row > 0
                    ? card.topAnchor.constraint(equalTo: cards[cards.count - columns].bottomAnchor, constant: 8)
                    : column > 0
                    ? card.topAnchor.constraint(equalTo: cards[cards.count - 1].topAnchor)
                    : card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20)
                if row == 0 && column == 0 { firstTop = top }
                constraints += [
                    leading, top,
                    card.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1 / CGFloat(columns), constant: -4),
                    card.heightAnchor.constraint(equalToConstant: 40),
                ]
                cards.append(card)
            }
        }
        NSLayoutConstraint.activate(constraints)
        return (window, firstTop!, cards)
    }

    @MainActor
    static func run() -> Bool {
        let clock = ContinuousClock()
        func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }
        var full: [Double] = []
        var kept: (UIWindow, NSLayoutConstraint, [UIView])?
        for _ in 0..<5 {
            var made: (UIWindow, NSLayoutConstraint, [UIView])?
            let elapsed = clock.measure {
                made = screen()
                made!.0.layoutIfNeeded()
            }
            full.append(ms(elapsed))
            kept = made
        }
        let (window, top, cards) = kept!
        let last = cards[cards.count - 1].frame
        var again: [Double] = []
        for step in 0..<200 {
            let elapsed = clock.measure {
                top.constant = 20 + CGFloat(step % 50)
                window.layoutIfNeeded()
            }
            again.append(ms(elapsed))
        }
        full.sort()
        again.sort()
        let fullMedian = full[full.count / 2], againMedian = again[again.count / 2]
        let moved = cards[cards.count - 1].frame.minY - last.minY
        let correct = last == CGRect(x: 1220, y: 452, width: 60, height: 40) && moved == 49
        let ok = againMedian * 20 <= fullMedian
        print("layout: full solve of \(cards.count) views, \(cards.count * 4) constraints: \(fmt(fullMedian)) ms (median of 5)")
        print("layout: re-solve after one constant change: \(fmt(againMedian)) ms (median of 200)")
        print("layout: \(ok ? "PASS" : "MISS") — re-solve ≤ 1/20 of a full solve (ratio 1/\(fmt(fullMedian / againMedian)))")
        print("layout: frames \(correct ? "as expected" : "WRONG: last card \(last), moved \(moved)")")
        return correct
    }
}
