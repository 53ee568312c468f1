@testable import GoldenFeatures

/// A `TodoEffects` that records each effect it performs, as its case.
actor TodoEffectsRecorder: TodoEffects {
    private(set) var performed: [TodoEffect] = []

    func playDoneSound() {
        performed.append(.playDoneSound)
    }

    func announce(_ payload: String) {
        performed.append(.announce(payload))
    }

    func logCleaned(count: Int) {
        performed.append(.logCleaned(count: count))
    }
}

/// The Todo reducer with reducer logic that asks for effects, as a user's filled-in
/// `TodoReducerLogic.swift` would: the golden skeleton is compiled as generated and asks for
/// none. Marking a to-do done plays a sound and announces it; cleaning logs how many went.
func reduceAskingForEffects(_ state: inout TodoState, _ action: TodoAction) {
    TodoReducer.reduce(&state, action)
    switch action {
    case .add:
        break
    case .markDone(let id):
        TodoReducer.perform(.playDoneSound)
        TodoReducer.perform(.announce("Done: \(id)"))
    case .cleanDone:
        TodoReducer.perform(.logCleaned(count: state.todos.count))
    }
}
