/// The service protocol's requirements of a stream, in the types the spec writes: the
/// associated type of its sequence, whose element is the spec's type (`Tweet`, not the
/// action's alias of it), and the method that returns one, with the spec's params.
///
/// ```swift
/// #sourceLocation(file: "Specs/Timeline.yaml", line: 64)
///     associatedtype UpdatesSequence: AsyncSequence where UpdatesSequence.Element ==
///
///              Tweet
/// ```
///
/// Each type that can be missing stands at its spec line and column (`SpecPlacedCode`),
/// where the compiler reports an error in it, as in a request's method
/// (`ServiceRequirementCode`); a type that cannot be missing stands beside the code.
enum StreamServiceCode {
    /// The associated type of `plan`'s sequence, from its `#sourceLocation` line (the
    /// stream's), indented for the protocol's body.
    static func sequenceRequirement(_ plan: StreamPlan, location: SourceLocationLine) -> String {
        let sequence = plan.sequenceTypeName
        var code = SpecPlacedCode(location, line: plan.stream.line, indent: "    ")
        code.write("associatedtype " + sequence + ": AsyncSequence where " + sequence + ".Element ==")
        code.writeType(of: plan.elementValue, plan.stream.elementSource)
        return code.text
    }

    /// The method that returns `plan`'s sequence, from its `#sourceLocation` line (the
    /// stream's), indented for the protocol's body.
    static func methodRequirement(_ plan: StreamPlan, location: SourceLocationLine) -> String {
        var code = SpecPlacedCode(location, line: plan.stream.line, indent: "    ")
        code.write("func " + plan.name + "(")
        code.writeParameters(Array(zip(plan.params, plan.stream.params.typeSources)))
        code.write(") -> " + plan.sequenceTypeName)
        return code.text
    }
}
