import ReduxTesting

@testable import TeamChatKit

// The sample values of the specs' own types, which the generated transition tests
// (TeamChatTransitionTests.swift, TodoTransitionTests.swift) send and answer with: written once,
// as a user of `--tests` does. `testSample` is public even for the to-do list's internal types:
// Swift asks a public witness of ReduxTesting's public protocol for a type that this module
// sees through `@testable import`.

extension Room: TestSample {
    public static var testSample: Room { Room(id: "general", name: "General") }
}

extension Message: TestSample {
    public static var testSample: Message { Message(id: 7, author: "ana", text: "sample") }
}

extension ChatError: TestSample {
    public static var testSample: ChatError { .offline }
}

extension TodoItem: TestSample {
    public static var testSample: TodoItem { TodoItem(id: 7, title: "sample") }
}

extension TodoFilter: TestSample {
    public static var testSample: TodoFilter { .active }
}
