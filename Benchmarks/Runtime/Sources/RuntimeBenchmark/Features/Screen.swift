import ReduxRuntime

// MARK: - A realistic screen

/// A service that answers every request at once, with nothing.
struct InstantScreenService: ScreenService {
    func loadItems(page: Int) async throws -> [Item] { [] }
    func search(query: String) async throws -> [Item] { [] }
}

/// Effects that do nothing.
struct SilentScreenEffects: ScreenEffects {
    func announceSelection(_ payload: Int) async {}
}

/// `count` items, with room for one more (so that no append of the measured ones grows the
/// array).
func makeItems(_ count: Int) -> [Item] {
    var items = (0..<count).map { Item(id: $0, name: "item \($0 % 100)") }
    items.reserveCapacity(count + 1)
    return items
}

/// The actions a screen of `items` items measures, in turn: an item added, the search text
/// typed, editing toggled, the item removed, the text cleared, editing toggled back. The
/// state is as it was after each six.
func screenAction(_ index: Int, items: Int) -> ScreenAction {
    switch index % 6 {
    case 0: .addItem(Item(id: items + index, name: "new"))
    case 1: .setQuery("a")
    case 2: .toggleEditing
    case 3: .removeLastItem
    case 4: .setQuery("")
    default: .toggleEditing
    }
}

/// How many view models observe the screen.
let screenViewModels = 5

/// Seconds per action sent to a screen of `items` items, through a store with the screen's
/// loader and effect performer, observed by five view models.
@MainActor
func storeScreen(items: Int, dispatches: Int) -> Double {
    let store = Store(
        initialState: ScreenState(items: makeItems(items)),
        reducer: ScreenReducer.reduce,
        middlewares: [ScreenLoader(service: InstantScreenService()).middleware, ScreenEffectPerformer(effects: SilentScreenEffects()).middleware]
    )
    let viewModels = (0..<screenViewModels).map { _ in ScreenViewModel(store: store) }
    let time = seconds {
        for index in 0..<dispatches { viewModels[index % screenViewModels].send(screenAction(index, items: items)) }
    }
    precondition(dispatches.isMultiple(of: 6) && viewModels.allSatisfy { $0.count == items && $0.items.count == items })
    return time / Double(dispatches)
}

/// The floor of ``storeScreen(items:dispatches:)``: the generated reducer on a local variable
/// in place, then five views' props made by `make(from:)` and compared by hand with the
/// ones each view kept. As a hand-written view would, each shows the state's list itself
/// (an action on the list changes it) and keeps none of it, which would make the next change
/// of the list copy it.
@MainActor
func floorScreen(items: Int, dispatches: Int) -> Double {
    var state = ScreenState(items: makeItems(items))
    func shown(_ state: ScreenState) -> ScreenProps {
        var props = ScreenProps.make(from: state)
        props.items = []
        return props
    }
    var kept = [ScreenProps](repeating: shown(state), count: screenViewModels)
    var updates = 0
    let time = seconds {
        for index in 0..<dispatches {
            let action = screenAction(index, items: items)
            ScreenReducer.reduce(&state, action)
            let listChanged = switch action {
            case .addItem, .removeLastItem: true
            default: false
            }
            for view in 0..<screenViewModels {
                let props = shown(state)
                if listChanged || props != kept[view] {
                    kept[view] = props
                    updates += 1
                }
            }
        }
    }
    precondition(state.items.count == items && updates > 0)
    return time / Double(dispatches)
}
