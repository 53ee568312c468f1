import ReduxRuntime

/// A message of a chat feature: the element of the list the benchmark's state holds.
struct Message: Equatable, Sendable {
    var id: Int
    var text: String
}

/// A feature's state holding a list, as a generated state would.
struct ChatState: Equatable, Sendable {
    var messages: [Message]
    var draft = ""
}

enum ChatAction: Sendable {
    case append(Message)
    case removeLast
    /// Makes a middleware dispatch this many `append`s.
    case receiveBurst(Int)
}

/// An in-place reducer, as reduxgen generates them.
enum ChatReducer: ReducerProtocol {
    static func reduce(_ state: inout ChatState, _ action: ChatAction) {
        switch action {
        case .append(let message): state.messages.append(message)
        case .removeLast: state.messages.removeLast()
        case .receiveBurst: break
        }
    }
}

/// `count` messages with short texts (stored inline, as most chat texts are not).
func makeMessages(_ count: Int) -> [Message] {
    (0..<count).map { Message(id: $0, text: "message \($0 % 100)") }
}

/// The action of the `index`th dispatch of a run: appends and removals in turn, so that the
/// state keeps its size however many actions run.
func alternatingAction(_ index: Int) -> ChatAction {
    index.isMultiple(of: 2) ? .append(Message(id: index, text: "new")) : .removeLast
}

/// What an observer does with each value it derives: keeps it, as a view model keeps a prop.
final class ObserverSink {
    var total = 0
}
