/// A template compiled once against the typed context tables: every name is resolved when
/// the template is loaded, to a reader and a slot of the context stack, so rendering is
/// appending to one buffer, with no name lookups, no `Any` and no dynamic casts.
///
/// The template is a flat program: an array of instructions with only integer operands
/// (indices into the template's text and reader arrays, stack slots and jump targets), run
/// by one loop. Sections are jumps, and a list's section is a loop over the list's indices,
/// so rendering retains nothing but what the readers themselves touch.
///
/// A slot of the stack holds a context as its storage and an index (see `RenderContext`):
/// the root's storage at index 0, and a list's element as its owner's storage at the
/// element's index.
///
/// It renders the Mustache subset that `TemplateChecker` admits (text, values, sections and
/// inverted sections over flags and lists, comments, the text pragma), with Mustache's
/// standalone-line rule; compile only templates the checker has passed.
struct CompiledTemplate: Sendable {
    /// One step of a compiled template. A `slot` is a position in the context stack: the
    /// root is in slot 0 and the element of a list section nested `n` deep in slot `n`.
    enum Instruction: Sendable {
        /// Appends `text[start..<end]`.
        case text(start: Int, end: Int)
        /// Appends text reader `reader` of the context in `slot`.
        case value(slot: Int, reader: Int)
        /// Enters the section that follows when flag reader `reader` of the context in `slot`
        /// differs from `inverted`; otherwise goes on at `end`, past the section.
        case flag(slot: Int, reader: Int, inverted: Bool, end: Int)
        /// Enters the inverted section that follows when list reader `reader` of the context
        /// in `slot` is empty; otherwise goes on at `end`.
        case emptyList(slot: Int, reader: Int, end: Int)
        /// Starts the section over list reader `reader` of the context in `slot`, with the
        /// list's first element in `elementSlot`; goes on at `end` when the list is empty.
        case list(slot: Int, reader: Int, elementSlot: Int, end: Int)
        /// Ends a pass over the section of the list whose element is in `elementSlot`:
        /// renders the section again, from `body`, for the next element, if there is one.
        case nextElement(elementSlot: Int, body: Int)
    }

    /// One step of the program that runs: an instruction with the literal text before it,
    /// which it appends first. Text and the instruction after it are fused into one step
    /// (one dispatch instead of two) wherever no jump lands between them; a step whose
    /// operation is `.none` only appends its text. Operands are packed (24 bytes a step).
    struct Step: Sendable {
        enum Operation: UInt8, Sendable {
            case none, value, flag, invertedFlag, emptyList, list, nextElement
        }

        /// The text appended first: `text[textStart..<textStart + textCount]`.
        var textStart: Int32
        var textCount: Int32
        /// The reader (`value`, `flag`, `invertedFlag`, `emptyList`, `list`).
        var reader: Int32
        /// Where to go on when the section is skipped or done (`flag`, `invertedFlag`,
        /// `emptyList`, `list`), or the body of the list (`nextElement`).
        var target: Int32
        /// The slot read from (`value`, `flag`, `invertedFlag`, `emptyList`, `list`).
        var slot: UInt16
        /// The slot of the list's element (`list`, `nextElement`).
        var elementSlot: UInt16
        var operation: Operation
    }

    /// The steps, run from the first.
    let steps: [Step]
    /// Every literal text of the template, end to end.
    let text: [UInt8]
    /// The readers instructions refer to by index.
    let textReaders: [TextReader]
    let flagReaders: [FlagReader]
    let listReaders: [ListReader]
    /// The depth of the context stack: one more than the deepest nesting of list sections.
    let slotCount: Int

    /// Compiles `source`, whose names are read from a `FeatureContext` (the root of every
    /// template and the storage of its lists, and the only type `render` accepts: readers
    /// downcast without a check).
    init(_ source: String) {
        var source = source
        self = source.withUTF8 { bytes in
            let (tokens, unclosed) = TemplateTokenizer.tokenize(bytes, positions: false)
            guard unclosed == nil else { preconditionFailure("TemplateChecker rejects templates with unclosed tags") }
            return TemplateCompiler.compile(tokens, source: bytes, root: FeatureContext.table.schema)
        }
    }

    /// Assembles a compiled template; `TemplateCompiler` makes the parts.
    init(
        instructions: [Instruction], text: [UInt8], textReaders: [TextReader], flagReaders: [FlagReader],
        listReaders: [ListReader], slotCount: Int
    ) {
        self.steps = Self.fuse(instructions)
        self.text = text
        self.textReaders = textReaders
        self.flagReaders = flagReaders
        self.listReaders = listReaders
        self.slotCount = slotCount
    }

    /// The steps of `instructions`: each text instruction joins the instruction after it
    /// unless a jump lands on that one (landing on the text runs both, as before).
    private static func fuse(_ instructions: [Instruction]) -> [Step] {
        var isTarget = [Bool](repeating: false, count: instructions.count + 1)
        for instruction in instructions {
            switch instruction {
            case .text, .value: break
            case .flag(_, _, _, let end), .emptyList(_, _, let end), .list(_, _, _, let end): isTarget[end] = true
            case .nextElement(_, let body): isTarget[body] = true
            }
        }
        // Each instruction's step, and the steps with old targets; targets are mapped after.
        var newIndex = [Int](repeating: 0, count: instructions.count + 1)
        var steps: [Step] = []
        steps.reserveCapacity(instructions.count)
        var pendingText: (start: Int, end: Int)? = nil
        var pendingIndex = 0
        for (index, instruction) in instructions.enumerated() {
            var step = Step(textStart: 0, textCount: 0, reader: 0, target: 0, slot: 0, elementSlot: 0, operation: .none)
            if let text = pendingText, case .text = instruction {
                // Text after text (the compiler joins them, but in case): a step of its own.
                newIndex[pendingIndex] = steps.count
                steps.append(Step(
                    textStart: Int32(text.start), textCount: Int32(text.end - text.start), reader: 0, target: 0,
                    slot: 0, elementSlot: 0, operation: .none))
                pendingText = nil
            }
            if let text = pendingText {
                step.textStart = Int32(text.start)
                step.textCount = Int32(text.end - text.start)
                newIndex[pendingIndex] = steps.count
                pendingText = nil
            }
            newIndex[index] = steps.count
            switch instruction {
            case .text(let start, let end):
                if index + 1 < instructions.count, !isTarget[index + 1], step.textCount == 0 {
                    pendingText = (start, end)
                    pendingIndex = index
                    continue
                }
                step.textStart = Int32(start)
                step.textCount = Int32(end - start)
            case .value(let slot, let reader):
                step.operation = .value
                step.slot = UInt16(slot)
                step.reader = Int32(reader)
            case .flag(let slot, let reader, let inverted, let end):
                step.operation = inverted ? .invertedFlag : .flag
                step.slot = UInt16(slot)
                step.reader = Int32(reader)
                step.target = Int32(end)
            case .emptyList(let slot, let reader, let end):
                step.operation = .emptyList
                step.slot = UInt16(slot)
                step.reader = Int32(reader)
                step.target = Int32(end)
            case .list(let slot, let reader, let elementSlot, let end):
                step.operation = .list
                step.slot = UInt16(slot)
                step.reader = Int32(reader)
                step.elementSlot = UInt16(elementSlot)
                step.target = Int32(end)
            case .nextElement(let elementSlot, let body):
                step.operation = .nextElement
                step.elementSlot = UInt16(elementSlot)
                step.target = Int32(body)
            }
            steps.append(step)
        }
        precondition(pendingText == nil)
        newIndex[instructions.count] = steps.count
        for index in steps.indices where steps[index].operation != .none && steps[index].operation != .value {
            steps[index].target = Int32(newIndex[Int(steps[index].target)])
        }
        return steps
    }

    /// The template rendered for `root`, as UTF-8.
    func render(_ root: FeatureContext) -> [UInt8] {
        var output = OutputBuffer()
        render(root, into: &output)
        return output.takeBytes()
    }

    /// Appends the template rendered for `root` to `output`.
    func render(_ root: FeatureContext, into output: inout OutputBuffer) {
        // The stack holds the root, the storage of every context, unretained: it is kept
        // alive here.
        withExtendedLifetime(root) {
            withUnsafeTemporaryAllocation(of: Frame.self, capacity: slotCount) { stack in
                stack[0] = Frame(storage: .passUnretained(root), index: 0, count: 1)
                run(stack, into: &output)
            }
        }
    }

    /// A slot of the context stack: its context, as a storage and an index in it, and for a
    /// list's element the length of the list.
    private struct Frame {
        var storage: Unmanaged<AnyObject>
        var index: Int
        var count: Int
    }

    private func run(_ stack: UnsafeMutableBufferPointer<Frame>, into output: inout OutputBuffer) {
        steps.withUnsafeBufferPointer { steps in
        text.withUnsafeBufferPointer { text in
        textReaders.withUnsafeBufferPointer { textReaders in
        flagReaders.withUnsafeBufferPointer { flagReaders in
        listReaders.withUnsafeBufferPointer { listReaders in
            // Every step with text has a non-empty `text`.
            let textBase = text.baseAddress ?? UnsafePointer(bitPattern: 1)!
            var next = 0
            while next < steps.count {
                let step = steps[next]
                if step.textCount != 0 {
                    output.append(textBase + Int(step.textStart), count: Int(step.textCount))
                }
                switch step.operation {
                case .none:
                    break
                case .value:
                    let frame = stack[Int(step.slot)]
                    Self.unretained(textReaders[Int(step.reader)])._withUnsafeGuaranteedRef { reader in
                        frame.storage._withUnsafeGuaranteedRef { reader.write($0, frame.index, &output) }
                    }
                case .flag, .invertedFlag:
                    let frame = stack[Int(step.slot)]
                    let isSet = Self.unretained(flagReaders[Int(step.reader)])._withUnsafeGuaranteedRef { reader in
                        frame.storage._withUnsafeGuaranteedRef { reader.read($0, frame.index) }
                    }
                    if isSet == (step.operation == .invertedFlag) {
                        next = Int(step.target)
                        continue
                    }
                case .emptyList:
                    if Self.count(of: Self.unretained(listReaders[Int(step.reader)]), stack[Int(step.slot)]) != 0 {
                        next = Int(step.target)
                        continue
                    }
                case .list:
                    let count = Self.count(of: Self.unretained(listReaders[Int(step.reader)]), stack[Int(step.slot)])
                    guard count > 0 else {
                        next = Int(step.target)
                        continue
                    }
                    stack[Int(step.elementSlot)] = Frame(storage: stack[Int(step.slot)].storage, index: 0, count: count)
                case .nextElement:
                    let elementSlot = Int(step.elementSlot)
                    let index = stack[elementSlot].index + 1
                    if index < stack[elementSlot].count {
                        stack[elementSlot].index = index
                        next = Int(step.target)
                        continue
                    }
                }
                next += 1
            }
        }
        }
        }
        }
        }
    }

    /// The length of `list` of the context in `frame`.
    private static func count(of list: Unmanaged<ListReader>, _ frame: Frame) -> Int {
        list._withUnsafeGuaranteedRef { list in
            frame.storage._withUnsafeGuaranteedRef { list.count($0, frame.index) }
        }
    }

    /// `reader`, to be called without a retain: the template's reader arrays keep it alive.
    private static func unretained<Reader: AnyObject>(_ reader: Reader) -> Unmanaged<Reader> {
        .passUnretained(reader)
    }
}
