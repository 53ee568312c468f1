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

    /// The instructions, run from the first.
    let instructions: [Instruction]
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
        self.instructions = instructions
        self.text = text
        self.textReaders = textReaders
        self.flagReaders = flagReaders
        self.listReaders = listReaders
        self.slotCount = slotCount
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
        instructions.withUnsafeBufferPointer { instructions in
            text.withUnsafeBufferPointer { text in
                var next = 0
                while next < instructions.count {
                    switch instructions[next] {
                    case .text(let start, let end):
                        output.append(UnsafeBufferPointer(rebasing: text[start..<end]))
                    case .value(let slot, let reader):
                        let frame = stack[slot]
                        Self.unretained(textReaders[reader])._withUnsafeGuaranteedRef { reader in
                            frame.storage._withUnsafeGuaranteedRef { reader.write($0, frame.index, &output) }
                        }
                    case .flag(let slot, let reader, let inverted, let end):
                        let frame = stack[slot]
                        let isSet = Self.unretained(flagReaders[reader])._withUnsafeGuaranteedRef { reader in
                            frame.storage._withUnsafeGuaranteedRef { reader.read($0, frame.index) }
                        }
                        if isSet == inverted {
                            next = end
                            continue
                        }
                    case .emptyList(let slot, let reader, let end):
                        if Self.count(of: Self.unretained(listReaders[reader]), stack[slot]) != 0 {
                            next = end
                            continue
                        }
                    case .list(let slot, let reader, let elementSlot, let end):
                        let count = Self.count(of: Self.unretained(listReaders[reader]), stack[slot])
                        guard count > 0 else {
                            next = end
                            continue
                        }
                        stack[elementSlot] = Frame(storage: stack[slot].storage, index: 0, count: count)
                    case .nextElement(let elementSlot, let body):
                        let index = stack[elementSlot].index + 1
                        if index < stack[elementSlot].count {
                            stack[elementSlot].index = index
                            next = body
                            continue
                        }
                    }
                    next += 1
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
