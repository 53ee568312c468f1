/// Compiles a checked template's tokens into a `CompiledTemplate`'s flat program: each name
/// is resolved to a reader and the stack slot of the context it is read from, literal text
/// goes end to end into one byte array, and sections become jumps.
struct TemplateCompiler {
    private var instructions: [CompiledTemplate.Instruction] = []
    private var text: [UInt8] = []
    private var textReaders: [TextReader] = []
    private var flagReaders: [FlagReader] = []
    private var listReaders: [ListReader] = []
    /// The contexts in scope, by slot: the root's first.
    private var scopes: [ContextSchema]
    private var slotCount = 1
    /// Whether the last instruction is text that nothing jumps past, so more text can join it.
    private var canExtendText = false

    /// The template's UTF-8 bytes, which text tokens are ranges of.
    private let source: UnsafeBufferPointer<UInt8>

    private init(root: ContextSchema, source: UnsafeBufferPointer<UInt8>) {
        scopes = [root]
        self.source = source
    }

    /// The template of `tokens`, made from `source`, whose names are read with `root`'s
    /// readers.
    static func compile(_ tokens: [TemplateToken], source: UnsafeBufferPointer<UInt8>, root: ContextSchema) -> CompiledTemplate {
        var compiler = TemplateCompiler(root: root, source: source)
        compiler.instructions.reserveCapacity(tokens.count + 8)
        compiler.text.reserveCapacity(source.count)
        var index = 0
        compiler.compileSection(tokens, &index)
        return CompiledTemplate(
            instructions: compiler.instructions, text: compiler.text, textReaders: compiler.textReaders,
            flagReaders: compiler.flagReaders, listReaders: compiler.listReaders, slotCount: compiler.slotCount)
    }

    /// Compiles tokens from `index` up to the close tag of the section being compiled (or the
    /// end), leaving `index` after it.
    private mutating func compileSection(_ tokens: [TemplateToken], _ index: inout Int) {
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard case .tag(let kind, let name) = token.content else {
                if case .text(let range) = token.content { appendText(range) }
                continue
            }
            switch kind {
            case .comment, .pragma, .unsupported:
                continue
            case .close:
                return
            case .section, .invertedSection:
                compileSection(over: name, inverted: kind == .invertedSection, tokens, &index)
            case .value:
                guard case (let slot, .text(let read)) = resolve(name) else {
                    preconditionFailure("TemplateChecker rejects values that are not text")
                }
                textReaders.append(read)
                instructions.append(.value(slot: slot, reader: textReaders.count - 1))
                canExtendText = false
            }
        }
    }

    private mutating func compileSection(over name: String, inverted: Bool, _ tokens: [TemplateToken], _ index: inout Int) {
        let (slot, reader) = resolve(name)
        let start = instructions.count
        // Text before the section and text after it are separate instructions, and so is
        // text at the section's edges: a jump lands between them.
        canExtendText = false
        defer { canExtendText = false }
        switch reader {
        case .flag(let read):
            // A flag's section renders in the enclosing scope: nothing is pushed.
            flagReaders.append(read)
            let reader = flagReaders.count - 1
            instructions.append(.flag(slot: slot, reader: reader, inverted: inverted, end: 0))
            compileSection(tokens, &index)
            instructions[start] = .flag(slot: slot, reader: reader, inverted: inverted, end: instructions.count)
        case .list(let list, _) where inverted:
            // So does an inverted list's: it renders once, when the list is empty.
            listReaders.append(list)
            let reader = listReaders.count - 1
            instructions.append(.emptyList(slot: slot, reader: reader, end: 0))
            compileSection(tokens, &index)
            instructions[start] = .emptyList(slot: slot, reader: reader, end: instructions.count)
        case .list(let list, let element):
            listReaders.append(list)
            let reader = listReaders.count - 1
            let elementSlot = scopes.count
            slotCount = max(slotCount, elementSlot + 1)
            instructions.append(.list(slot: slot, reader: reader, elementSlot: elementSlot, end: 0))
            scopes.append(element)
            compileSection(tokens, &index)
            scopes.removeLast()
            instructions.append(.nextElement(elementSlot: elementSlot, body: start + 1))
            instructions[start] = .list(slot: slot, reader: reader, elementSlot: elementSlot, end: instructions.count)
        case .text:
            preconditionFailure("TemplateChecker rejects sections over text")
        }
    }

    /// Appends literal text, to the previous instruction when that is text too (as it is
    /// across a comment) and no jump lands between them.
    private mutating func appendText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let start = text.count
        text.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
        if canExtendText, case .text(let previousStart, start)? = instructions.last {
            instructions[instructions.count - 1] = .text(start: previousStart, end: text.count)
        } else {
            instructions.append(.text(start: start, end: text.count))
        }
        canExtendText = true
    }

    /// The slot of the innermost context that has `name`, and its reader there.
    private func resolve(_ name: String) -> (slot: Int, reader: ContextReader) {
        for slot in scopes.indices.reversed() {
            if let reader = scopes[slot].reader(of: name) { return (slot, reader) }
        }
        preconditionFailure("TemplateChecker resolves every name: \(name)")
    }
}
