@testable import GoldenFeatures

/// Todo has no requests, so its service protocol has no requirements.
struct NoTodoService: TodoService {}
