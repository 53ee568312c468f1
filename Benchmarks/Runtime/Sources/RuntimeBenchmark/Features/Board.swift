import ReduxRuntime

// MARK: - A child's action, whatever the child's size

/// How many cards the board holds.
let boardCards = 10

/// Seconds per action of a card on a store of the generated Board feature, whose cards each
/// hold `values` values.
@MainActor
func storeChildAction(values: Int, dispatches: Int) -> Double {
    // Made in place: a variable holding the cards would share their values with the store.
    let store = Store(
        initialState: BoardState(cards: IdentifiedArray((0..<boardCards).map { CardState(id: $0, values: Array(0..<values)) })),
        reducer: BoardReducer.reduce
    )
    let time = seconds {
        for index in 0..<dispatches { store.dispatch(.cards(id: index % boardCards, .tap)) }
    }
    precondition(store.state.cards.reduce(0) { $0 + $1.taps } == dispatches)
    return time / Double(dispatches)
}

/// The floor of ``storeChildAction(values:dispatches:)``: the card's generated reducer on the
/// card in a plain array, in place.
@MainActor
func floorChildAction(values: Int, dispatches: Int) -> Double {
    var cards = (0..<boardCards).map { CardState(id: $0, values: Array(0..<values)) }
    let time = seconds {
        for index in 0..<dispatches { CardReducer.reduce(&cards[index % boardCards], .tap) }
    }
    precondition(cards.reduce(0) { $0 + $1.taps } == dispatches)
    return time / Double(dispatches)
}
