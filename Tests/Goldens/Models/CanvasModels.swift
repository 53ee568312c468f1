/// A drawing that is not `Equatable`: what `equatable: false` is for.
final class Drawing: Sendable {
    typealias Version = Int

    let strokes: [Stroke]

    init(strokes: [Stroke] = []) {
        self.strokes = strokes
    }
}

/// One stroke of a drawing, not `Equatable` either.
struct Stroke: Sendable {
    var points: [Double]
}
