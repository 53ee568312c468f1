import ReduxRuntime
import XCTest

/// A small counter feature the runtime tests dispatch to.
struct Counter: Equatable, Sendable {
    var value = 0
    var log: [String] = []
}

enum CounterAction: Hashable, Sendable {
    case add(Int)
    case note(String)
    case noop
}

enum CounterReducer: ReducerProtocol {
    static func reduce(_ state: inout Counter, _ action: CounterAction) {
        switch action {
        case .add(let amount): state.value += amount
        case .note(let text): state.log.append(text)
        case .noop: break
        }
    }
}

/// A typed request failure, as a spec's `failure:` names one.
enum ChatError: Error, Equatable, Sendable {
    case offline
    case server(code: Int)
}
