import ReduxTesting

@testable import GoldenFeatures

// The sample values of the example specs' own types, which the generated transition tests
// send and answer with: what a user writes once in their test target (see `TestSample`).

extension Message: TestSample {
    public static var testSample: Message { Message(id: 7, text: "sample") }
}

extension ChatError: TestSample {
    public static var testSample: ChatError { .offline }
}

extension Product: TestSample {
    public static var testSample: Product { Product(id: 1, name: "Tea") }
}

extension CatalogError: TestSample {
    public static var testSample: CatalogError { .unavailable }
}

extension User: TestSample {
    public static var testSample: User { User(id: "ada", name: "Ada") }
}

extension Post: TestSample {
    public static var testSample: Post { Post(id: 1, title: "Notes") }
}

extension ProfileError: TestSample {
    public static var testSample: ProfileError { .notFound }
}

extension Tweet: TestSample {
    public static var testSample: Tweet { Tweet(id: 7, text: "sample") }
}

extension TimelineError: TestSample {
    public static var testSample: TimelineError { .offline }
}

extension Conversation: TestSample {
    public static var testSample: Conversation { Conversation(id: 3, subject: "Lunch") }
}

extension Mail: TestSample {
    public static var testSample: Mail { Mail(id: 4, text: "See you") }
}

extension InboxError: TestSample {
    public static var testSample: InboxError { .offline }
}
