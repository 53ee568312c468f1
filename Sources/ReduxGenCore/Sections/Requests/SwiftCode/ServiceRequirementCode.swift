/// The service protocol's method of a request, in the types the spec writes (`Conversation.ID`,
/// `[Mail]`, not the action's aliases of them), so that the protocol a user implements reads
/// in their own types.
///
/// ```swift
/// #sourceLocation(file: "Specs/Inbox.yaml", line: 33)
///     func loadMails(conversation:
///                          Conversation.ID) async throws ->
///               [Mail]
/// ```
///
/// The method starts on the request's line. A type that has an alias (one that can be
/// missing) stands at its spec line and column (`SpecPlacedCode`), where the compiler
/// reports an error in it, once by the alias, which the action's cases name, and once by the
/// method. A type the method cannot reach there (a field read, written above the request; a
/// success written above the failure, whose type the method names first) is written as the
/// spec writes it beside the code: misspelt, it is reported at its line by its alias and
/// where the method stands. The failure type always stands on its line, where a type that
/// is no `Error` is reported.
enum ServiceRequirementCode {
    /// The declaration of `plan`'s method, from its `#sourceLocation` line (a reset when it
    /// holds no type of the spec's that the compiler could report), indented for the
    /// protocol's body.
    static func declaration(_ plan: RequestPlan, location: SourceLocationLine) -> String {
        let request = plan.request
        let values = Array(zip(plan.params, request.params.typeSources)) + Array(zip(plan.reads, request.reads.map(\.typeSource)))
        let needsPlace = values.contains { $0.0.alias != nil } || plan.successValue?.alias != nil || request.failure != nil
        guard needsPlace else {
            return SourceLocationLine.end + "\n    func " + plan.name + "(" + plan.serviceParameters + ") async " + plan.throwsClause + plan.serviceReturn
        }
        var code = SpecPlacedCode(location, line: request.lines.name, indent: "    ")
        // A type written before the failure's stands no lower than the failure's line.
        let failurePosition = request.failure == nil ? nil : request.failureSource?.position
        code.write("func " + plan.name + "(")
        code.writeParameters(values, notBelow: failurePosition)
        code.write(") async throws")
        if let failure = request.failure {
            code.write("(")
            if let source = request.failureSource, code.canPlace(at: source.position) {
                code.write(source.text, at: source.position)
            } else {
                // On the failure's line, to the right of the params that stand on it.
                if let source = request.failureSource, !code.isOnLine(of: source.position) {
                    code.write("", at: SourcePosition(line: source.position.line, column: 9))
                }
                code.write(failure)
            }
            code.write(")")
        }
        if let success = plan.successValue {
            code.write(" ->")
            code.writeType(of: success, request.successSource)
        }
        return code.text
    }
}
