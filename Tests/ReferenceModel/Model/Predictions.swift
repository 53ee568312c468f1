/// The prediction of one optimistic call: what it changed in its request's `into` field, so
/// that its answer replaces it in place and its failure undoes exactly it.
///
/// Answers find their call's prediction by what they carry (`tag`): the key, or, under
/// `concurrent`, the params; otherwise the oldest prediction is the answered call's (one call
/// at a time, or calls answered in order).
struct Prediction: Sendable {
    enum Change: Sendable {
        /// A plain field: the value the prediction replaced.
        case replaced(ModelValue)
        /// A dictionary field: the value at the key that the prediction replaced (nil: none).
        case keyed(ModelValue, replaced: ModelValue?)
        /// An array field the prediction appended or prepended to: the predicted elements,
        /// which stand where `owners` marks the prediction's serial.
        case inserted([ModelValue])
        /// An array field the prediction upserted into: its elements, and the element of
        /// each one's id that it replaced (nil: none).
        case upserted([ModelValue], replaced: [ModelValue?])
    }

    let serial: Int
    let tag: ModelValue?
    var change: Change
    /// The failed prediction this one shows again (a resend), which an undo of it marks
    /// failed again.
    var resumed: FailedPrediction?
}

/// A failed call's prediction left shown, marked failed (`onFailure: keep`), until a call
/// predicts it again: the same elements (appended or prepended), or an element of the same
/// id (upserted), which shows it again where it is.
struct FailedPrediction: Sendable {
    /// For an appended or prepended field, the serial that `owners` marks its elements with.
    let serial: Int
    var elements: [ModelValue]
    /// For an upserted field, the element of each one's id before the prediction (nil: none).
    var replaced: [ModelValue?]
}

extension FeatureState {
    /// What an answer or a prediction of `request` carries to match predictions: the key,
    /// the params under `concurrent`, or nothing.
    static func tag(of request: DrawnRequest, params: [ModelValue]) -> ModelValue? {
        if let index = request.keyIndex { return params[index] }
        if request.policy == .concurrent, !params.isEmpty { return .list(params) }
        return nil
    }

    /// Shows `value` in the request's field as the prediction of a call tagged `tag`;
    /// returns the prediction's serial.
    @discardableResult
    mutating func predict(_ value: ModelValue, for request: DrawnRequest, tag: ModelValue?) -> Int {
        let into = request.into!
        let field = into.field
        lastPrediction += 1
        let serial = lastPrediction
        let change: Prediction.Change
        switch into.mode {
        case .assign:
            change = .replaced(fields[field]!)
            fields[field] = value
        case .keyed:
            var pairs = fields[field]!.pairs
            change = .keyed(tag!, replaced: pairs[tag!])
            pairs[tag!] = value
            fields[field] = .dictionary(pairs)
        case .append, .prepend:
            let elements = into.isElement ? [value] : value.elements
            // A failed prediction of the same elements is shown again, where it is.
            if let index = failures[request.name]?.lastIndex(where: { $0.elements == elements }) {
                let failure = failures[request.name]!.remove(at: index)
                predictions[request.name, default: []].append(Prediction(serial: failure.serial, tag: tag, change: .inserted(elements), resumed: failure))
                ownInCallOrder(elements, of: request)
                return failure.serial
            }
            insert(elements, into: field, atStart: into.mode == .prepend, owner: serial)
            change = .inserted(elements)
        case .upsert:
            let elements = into.isElement ? [value] : value.elements
            // A failed prediction of an id is shown again: it replaced what stood there before it.
            let resumed = endFailures(of: Set(elements.compactMap(\.itemID)), of: request.name)
            var replacedByFailed: [Int: ModelValue?] = [:]
            for (element, before) in zip(resumed?.elements ?? [], resumed?.replaced ?? []) where replacedByFailed[element.itemID!] == nil {
                replacedByFailed[element.itemID!] = before
            }
            var list = fields[field]!.elements
            var replaced: [ModelValue?] = []
            for element in elements {
                if let before = replacedByFailed[element.itemID!] {
                    replaced.append(before)
                } else {
                    replaced.append(list.first { $0.itemID == element.itemID })
                }
                Self.upsert(element, into: &list)
            }
            fields[field] = .list(list)
            predictions[request.name, default: []].append(Prediction(serial: serial, tag: tag, change: .upserted(elements, replaced: replaced), resumed: resumed))
            return serial
        }
        predictions[request.name, default: []].append(Prediction(serial: serial, tag: tag, change: change))
        return serial
    }

    /// Puts the answer `payload` of a call tagged `tag` where its prediction is (or as a
    /// plain answer goes in, without one).
    mutating func confirm(_ payload: ModelValue, for request: DrawnRequest, tag: ModelValue?) {
        let into = request.into!
        let taken = take(request.name, where: { $0.tag == tag })
        switch into.mode {
        case .assign:
            put(payload, for: request, replacingAt: taken?.position)
        case .keyed:
            putKeyed(payload, at: tag!, for: request, from: taken?.position)
        case .append, .prepend:
            let answer = into.isElement ? [payload] : payload.elements
            if let taken {
                replaceOwned(by: taken.prediction.serial, with: answer, in: into.field)
            } else {
                insert(answer, into: into.field, atStart: into.mode == .prepend, owner: nil)
            }
        case .upsert:
            let answer = into.isElement ? [payload] : payload.elements
            _ = endFailures(of: Set(answer.compactMap(\.itemID)), of: request.name)
            guard let taken, case .upserted(let elements, let replaced) = taken.prediction.change else {
                var list = fields[into.field]!.elements
                for element in answer { Self.upsert(element, into: &list) }
                fields[into.field] = .list(list)
                return
            }
            let answered = Set(answer.compactMap(\.itemID))
            for (element, old) in zip(elements, replaced) where !answered.contains(element.itemID!) {
                putUpserted(old, id: element.itemID!, for: request, from: taken.position)
            }
            for element in answer {
                putUpserted(element, id: element.itemID!, for: request, from: taken.position)
            }
        }
    }

    /// Leaves the prediction of the oldest call tagged `tag` shown, marked failed
    /// (`onFailure: keep`): it is no longer a call in flight's.
    mutating func markFailed(_ request: DrawnRequest, tag: ModelValue?) {
        guard let taken = take(request.name, where: { $0.tag == tag }) else { return }
        switch taken.prediction.change {
        case .inserted(let elements):
            failures[request.name, default: []].append(FailedPrediction(serial: taken.prediction.serial, elements: elements, replaced: []))
        case .upserted(let elements, let replaced):
            _ = endFailures(of: Set(elements.compactMap(\.itemID)), of: request.name)
            failures[request.name, default: []].append(FailedPrediction(serial: 0, elements: elements, replaced: replaced))
        case .replaced, .keyed:
            break
        }
    }

    /// Ends the failure marks of the upserted elements with these ids (a failure left without
    /// elements goes), and returns the marks ended, as one failure (nil: none).
    private mutating func endFailures(of ids: Set<Int>, of request: String) -> FailedPrediction? {
        guard !ids.isEmpty, let kept = failures[request], !kept.isEmpty else { return nil }
        var endedElements: [ModelValue] = [], endedReplaced: [ModelValue?] = []
        failures[request] = kept.compactMap { failure in
            var elements: [ModelValue] = [], replaced: [ModelValue?] = []
            for (element, before) in zip(failure.elements, failure.replaced) {
                if ids.contains(element.itemID!) {
                    endedElements.append(element)
                    endedReplaced.append(before)
                } else {
                    elements.append(element)
                    replaced.append(before)
                }
            }
            return elements.isEmpty ? nil : FailedPrediction(serial: 0, elements: elements, replaced: replaced)
        }
        return endedElements.isEmpty ? nil : FailedPrediction(serial: 0, elements: endedElements, replaced: endedReplaced)
    }

    /// Undoes the prediction of the oldest call tagged `tag`, if it has one.
    mutating func rollBack(_ request: DrawnRequest, tag: ModelValue?) {
        guard let taken = take(request.name, where: { $0.tag == tag }) else { return }
        undo(taken.prediction, of: request, at: taken.position)
    }

    /// Undoes the prediction `serial`, if it is still shown.
    mutating func rollBack(_ request: DrawnRequest, serial: Int) {
        guard let taken = take(request.name, where: { $0.serial == serial }) else { return }
        undo(taken.prediction, of: request, at: taken.position)
    }

    /// Undoes every prediction of calls tagged `tag` (of every call, for nil), newest first.
    mutating func rollBackAll(_ request: DrawnRequest, tag: ModelValue? = nil, everyTag: Bool = false) {
        let entries = predictions[request.name] ?? []
        for position in entries.indices.reversed() where everyTag || entries[position].tag == tag {
            let prediction = predictions[request.name]!.remove(at: position)
            undo(prediction, of: request, at: position)
        }
    }

    // MARK: Taking a prediction out

    private mutating func take(_ request: String, where matches: (Prediction) -> Bool) -> (prediction: Prediction, position: Int)? {
        guard let position = predictions[request]?.firstIndex(where: matches) else { return nil }
        return (predictions[request]!.remove(at: position), position)
    }

    private mutating func undo(_ prediction: Prediction, of request: DrawnRequest, at position: Int) {
        let field = request.into!.field
        switch prediction.change {
        case .replaced(let old):
            put(old, for: request, replacingAt: position)
        case .keyed(let key, let old):
            putKeyed(old, at: key, for: request, from: position)
        case .inserted:
            // A resend's undo leaves the failed elements shown, marked failed again.
            if prediction.resumed == nil { replaceOwned(by: prediction.serial, with: [], in: field) }
        case .upserted(let elements, let replaced):
            // A resend's undo puts back the failed elements it showed again.
            var failed: [Int: ModelValue] = [:]
            for element in prediction.resumed?.elements ?? [] where failed[element.itemID!] == nil { failed[element.itemID!] = element }
            for (element, old) in zip(elements, replaced).reversed() {
                putUpserted(failed[element.itemID!] ?? old, id: element.itemID!, for: request, from: position)
            }
        }
        if let resumed = prediction.resumed { failures[request.name, default: []].append(resumed) }
    }

    // MARK: Putting a value back, under later predictions

    /// A plain field: the next prediction (now at `position`) replaced `value`; without
    /// one, the field shows it.
    private mutating func put(_ value: ModelValue, for request: DrawnRequest, replacingAt position: Int?) {
        if let position, position < predictions[request.name]!.count {
            predictions[request.name]![position].change = .replaced(value)
        } else {
            fields[request.into!.field] = value
        }
    }

    /// A dictionary field: a later prediction at the same key replaced `value`; without one,
    /// the field holds it at the key (nothing for nil).
    private mutating func putKeyed(_ value: ModelValue?, at key: ModelValue, for request: DrawnRequest, from position: Int?) {
        if let position, let later = predictions[request.name]!.indices.first(where: { index in
            guard index >= position, case .keyed(let other, _) = predictions[request.name]![index].change else { return false }
            return other == key
        }) {
            predictions[request.name]![later].change = .keyed(key, replaced: value)
            return
        }
        let field = request.into!.field
        var pairs = fields[field]!.pairs
        pairs[key] = value
        fields[field] = .dictionary(pairs)
    }

    /// An upserted field: a later prediction of the same id replaced `value`; without one,
    /// the field holds it (replacing the element of its id, or appended), or loses that id's
    /// element for nil.
    private mutating func putUpserted(_ value: ModelValue?, id: Int, for request: DrawnRequest, from position: Int) {
        let entries = predictions[request.name]!
        for later in entries.indices where later >= position {
            guard case .upserted(let elements, var replaced) = entries[later].change,
                let index = elements.firstIndex(where: { $0.itemID == id })
            else { continue }
            replaced[index] = value
            predictions[request.name]![later].change = .upserted(elements, replaced: replaced)
            return
        }
        let field = request.into!.field
        var list = fields[field]!.elements
        let index = list.firstIndex { $0.itemID == id }
        switch (value, index) {
        case (let value?, let index?): list[index] = value
        case (let value?, nil): list.append(value)
        case (nil, let index?): list.remove(at: index)
        case (nil, nil): break
        }
        fields[field] = .list(list)
    }

    // MARK: Array fields

    /// Replaces an element with `element`'s id, or appends it.
    static func upsert(_ element: ModelValue, into list: inout [ModelValue]) {
        if let index = list.firstIndex(where: { $0.itemID == element.itemID }) {
            list[index] = element
        } else {
            list.append(element)
        }
    }

    /// Adds `elements` at the end (or the start) of `field`, placed by `owner`.
    mutating func insert(_ elements: [ModelValue], into field: String, atStart: Bool, owner: Int?) {
        var list = fields[field]!.elements
        var marks = owners[field] ?? Array(repeating: nil, count: list.count)
        if atStart {
            list.insert(contentsOf: elements, at: 0)
            marks.insert(contentsOf: Array(repeating: owner, count: elements.count), at: 0)
        } else {
            list.append(contentsOf: elements)
            marks.append(contentsOf: Array(repeating: owner, count: elements.count))
        }
        fields[field] = .list(list)
        owners[field] = marks
    }

    /// Gives the runs of `elements` that the request's calls in flight predicted to those
    /// calls in call order (the oldest call the first run of an append, the last of a
    /// prepend), as calls that predicted equal elements own them: a resend shows a failed
    /// run again where it stands, before the runs of calls made before it.
    private mutating func ownInCallOrder(_ elements: [ModelValue], of request: DrawnRequest) {
        let field = request.into!.field
        guard var marks = owners[field] else { return }
        let serials = (predictions[request.name] ?? []).filter { prediction in
            guard case .inserted(let predicted) = prediction.change else { return false }
            return predicted == elements
        }.map(\.serial)
        let starts = serials.compactMap { marks.firstIndex(of: $0) }
        guard starts.count == serials.count else { return }
        let ordered = request.into!.mode == .prepend ? starts.sorted(by: >) : starts.sorted()
        for (serial, start) in zip(serials, ordered) {
            for index in start..<min(start + elements.count, marks.count) { marks[index] = serial }
        }
        owners[field] = marks
    }

    /// Replaces the elements `owner` placed in `field` with `elements`, where the first of
    /// them stands.
    private mutating func replaceOwned(by owner: Int, with elements: [ModelValue], in field: String) {
        var list = fields[field]!.elements
        var marks = owners[field] ?? Array(repeating: nil, count: list.count)
        guard let start = marks.firstIndex(of: owner) else { return }
        let kept = list.indices.filter { marks[$0] != owner }
        var newList: [ModelValue] = [], newMarks: [Int?] = []
        for index in kept where index < start {
            newList.append(list[index])
            newMarks.append(marks[index])
        }
        newList += elements
        newMarks += Array(repeating: nil, count: elements.count)
        for index in kept where index > start {
            newList.append(list[index])
            newMarks.append(marks[index])
        }
        list = newList
        marks = newMarks
        fields[field] = .list(list)
        owners[field] = marks
    }
}
