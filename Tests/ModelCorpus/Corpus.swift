// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReferenceModel

/// The drawn corpus: the harness of each feature, and the spec of each feature
/// and child, by name.
public enum ModelCorpus {
    @MainActor public static let harnesses: [String: any FeatureHarness.Type] = [
        "Drawn01": Drawn01Harness.self,
        "Drawn02": Drawn02Harness.self,
        "Drawn03": Drawn03Harness.self,
        "Drawn04": Drawn04Harness.self,
        "Drawn05": Drawn05Harness.self,
        "Drawn06": Drawn06Harness.self,
        "Drawn07": Drawn07Harness.self,
        "Drawn08": Drawn08Harness.self,
        "Drawn09": Drawn09Harness.self,
        "Drawn10": Drawn10Harness.self,
        "Drawn11": Drawn11Harness.self,
        "Drawn12": Drawn12Harness.self,
        "Drawn13": Drawn13Harness.self,
        "Drawn14": Drawn14Harness.self,
        "Drawn15": Drawn15Harness.self,
    ]

    public static let specs: [String: String] = [
        "Drawn01": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              searchValue: "[Int]"
              loadValue: Item?

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:

            requests:
              search:
                success: "[Int]"
                into: { field: searchValue, mode: assign }
                policy: first
                optimistic: true
                poll: 5
                cache: 5
              load:
                params: { ref: Int }
                success: Item
                failure: ModelFailure
                into: { field: loadValue, mode: assign }
                policy: queue
                on:
                  nudge: { ref: 'ref' }
                then: [search]
                optimistic: true
              save:
                params: Int
                reads: [page]
                success: Int
                policy: queue
                cancel: true
                when: 'state.ready'
                then: [search]
                poll: 5

            children:
              rows: { feature: Drawn01Row, collection: true }
              pane: { feature: Drawn01Pane, optional: true }
            """#,
        "Drawn01Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              saveValue: "[Int]?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                params: Int
                reads: [id, ready, query]
                success: "[Int]"
                into: { field: saveValue, mode: assign }
                dismiss: true
                poll: 5
            """#,
        "Drawn01Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveValue: "[Int]?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              archive:
                success: "[Int]"
                failure: ModelFailure
                into: { field: archiveValue, mode: assign }
                policy: first
                timeout: 5
                when: 'state.ready'
                optimistic: true
            """#,
        "Drawn02": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              rateByKey: "[Int: Item]"
              lookupItems: "[Item]"
              fetchValue: { type: Item, default: 'Item(id: 0, name: "")' }

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:

            requests:
              rate:
                params: { count: Int, ref: Int }
                reads: [query]
                success: Item
                failure: ModelFailure
                into: { field: rateByKey, mode: keyed }
                key: count
                cancel: true
                timeout: 5
                then: [bump]
              lookup:
                params: { text: String }
                success: Item
                into: { field: lookupItems, mode: upsert }
                policy: first
                key: text
                timeout: 2
                poll: 2
              fetch:
                params: String
                success: Item
                into: { field: fetchValue, mode: assign }
                policy: first
                dismiss: true
                optimistic: true
              sync:
                params: { ref: Int, text: String }
                reads: [query]
                failure: ModelFailure
                cancel: true
                dismiss: true
                retry: { attempts: 2, backoff: 0.5 }
                cache: 1

            children:
              rows: { feature: Drawn02Row, collection: true }
              pane: { feature: Drawn02Pane, optional: true }
            """#,
        "Drawn02Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              saveValue: { type: String, default: '""' }
              saveError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                params: String
                reads: [id, page]
                success: String
                into: { field: saveValue, mode: assign }
                failureInto: saveError
                policy: first
                dismiss: true
            """#,
        "Drawn02Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveItems: "[Int]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              archive:
                params: { text: String }
                success: Int
                into: { field: archiveItems, mode: prepend }
                retry: { attempts: 1 }
                timeout: 5
                optimistic: true
                poll: 2
            """#,
        "Drawn03": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              lookupItems: "[Item]"
              sendItems: "[Int]"
              rateItems: "[Item]"
              fetchItems: "[Int]"
              rateError: "ModelFailure?"
              fetchError: "ModelFailure?"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:

            requests:
              lookup:
                success: "[Item]"
                failure: ModelFailure
                into: { field: lookupItems, mode: append }
                policy: concurrent
                when: 'state.page < 2'
              send:
                params: Int
                success: Int
                into: { field: sendItems, mode: append }
                retry: { attempts: 2 }
                then: [rate]
              rate:
                success: "[Item]"
                failure: ModelFailure
                into: { field: rateItems, mode: append }
                failureInto: rateError
                cancel: true
                when: 'state.page < 2'
                then: [lookup]
              fetch:
                params: { count: Int, ref: Int }
                reads: [query, page]
                success: Int
                failure: ModelFailure
                into: { field: fetchItems, mode: prepend }
                failureInto: fetchError
                policy: queue
                poll: 5

            children:
              rows: { feature: Drawn03Row, collection: true }
              pane: { feature: Drawn03Pane, optional: true }
            """#,
        "Drawn03Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              uploadValue: "[Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              load:
                reads: [id]
                timeout: 5
                debounce: 0.5
              upload:
                reads: [id, page]
                success: "[Int]"
                failure: ModelFailure
                into: { field: uploadValue, mode: assign }
                policy: first
                retry: { attempts: 2, backoff: 0.25 }
                timeout: 5
                on: [setPage, setReady]
                when: 'state.page < 2'
            """#,
        "Drawn03Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              submitItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              submit:
                success: "[Item]"
                failure: ModelFailure
                into: { field: submitItems, mode: upsert }
                policy: queue
                dismiss: true
                when: 'state.ready'
            """#,
        "Drawn04": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              lookupItems: "[Int]"
              rateItems: "[Item]"
              uploadItems: "[Item]"
              rateError: "RequestError?"
              uploadError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:

            requests:
              lookup:
                success: "[Int]"
                into: { field: lookupItems, mode: prepend }
                policy: concurrent
                cancel: true
                dismiss: true
                optimistic: true
              rate:
                params: { ref: Int }
                reads: [ready]
                success: Item
                into: { field: rateItems, mode: upsert }
                failureInto: rateError
                key: ref
                dismiss: true
                then: [bump, lookup]
                cache: 1
              upload:
                params: { ref: Int, count: Int }
                reads: [page]
                success: "[Item]"
                into: { field: uploadItems, mode: append }
                failureInto: uploadError
                key: ref
                on:
                  setPage: { ref: 'state.page', count: 'state.page' }
                when: 'state.ready'
                optimistic: true
              sync:
                params: Int
                success: Int
                failure: ModelFailure
                cancel: true
                retry: { attempts: 2, backoff: 0.5 }
                timeout: 2
                when: 'state.page < 2'
                then: [bump, lookup]

            children:
              rows: { feature: Drawn04Row, collection: true }
              pane: { feature: Drawn04Pane, optional: true }
            """#,
        "Drawn04Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              syncByKey: "[String: String]"
              postError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              post:
                params: { text: String, count: Int }
                reads: [id]
                failureInto: postError
                cancel: true
                dismiss: true
                poll: 2
              sync:
                params: { text: String }
                reads: [id, ready]
                success: String
                failure: ModelFailure
                into: { field: syncByKey, mode: keyed }
                policy: first
                key: text
                cancel: true
            """#,
        "Drawn04Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              saveByKey: "[Int: Item]"
              archiveValue: "[Item]"
              saveError: "ModelFailure?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                params: { count: Int, ref: Int }
                reads: [page]
                success: Item
                failure: ModelFailure
                into: { field: saveByKey, mode: keyed }
                failureInto: saveError
                policy: first
                key: count
                cancel: true
              archive:
                params: { count: Int, ref: Int }
                reads: [ready]
                success: "[Item]"
                failure: ModelFailure
                into: { field: archiveValue, mode: assign }
                key: count
                timeout: 5
                optimistic: true
            """#,
        "Drawn05": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              searchValue: "[Item]?"
              fetchItems: "[Int]"
              sendItems: "[Item]"
              sendError: "ModelFailure?"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:

            requests:
              search:
                params: { count: Int }
                success: "[Item]"
                failure: ModelFailure
                into: { field: searchValue, mode: assign }
                key: count
                timeout: 2
                when: 'state.ready'
                optimistic: true
                cache: 5
              fetch:
                success: Int
                into: { field: fetchItems, mode: prepend }
                policy: concurrent
                cancel: true
                timeout: 2
              send:
                params: { ref: Int }
                success: Item
                failure: ModelFailure
                into: { field: sendItems, mode: upsert }
                failureInto: sendError
                key: ref
                cancel: true
                dismiss: true
                timeout: 5
                debounce: 0.25
                then: [poke, fetch]

            children:
              rows: { feature: Drawn05Row, collection: true }
              pane: { feature: Drawn05Pane, optional: true }
            """#,
        "Drawn05Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              saveItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                reads: [id]
                success: Item
                into: { field: saveItems, mode: prepend }
                policy: concurrent
                cancel: true
                when: '!state.query.isEmpty'
                optimistic: true
              send:
                params: { count: Int, ref: Int }
                reads: [id]
                success: Item
                failure: ModelFailure
                policy: first
                key: count
                cancel: true
                dismiss: true
                retry: { attempts: 1, backoff: 1 }
                timeout: 5
                then: [bump]
                poll: 5
            """#,
        "Drawn05Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              submitError: "RequestError?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              submit:
                reads: [ready]
                failureInto: submitError
                dismiss: true
                on: [bump, setQuery]
              load:
                params: { count: Int, text: String }
                reads: [ready]
                success: String
                failure: ModelFailure
                policy: queue
                then: [bump]
            """#,
        "Drawn06": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              postItems: "[Item]"
              uploadItems: "[Item]"
              sendByKey: "[Int: Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:

            requests:
              post:
                params: Int
                reads: [page]
                success: Item
                into: { field: postItems, mode: prepend }
                policy: first
                debounce: 0.5
                on:
                  setReady: 'state.page'
              upload:
                reads: [ready]
                success: "[Item]"
                failure: ModelFailure
                into: { field: uploadItems, mode: upsert }
                policy: concurrent
                cancel: true
                retry: { attempts: 2, backoff: 0.5 }
              send:
                params: { count: Int }
                success: Int
                into: { field: sendByKey, mode: keyed }
                key: count
                timeout: 2
                poll: 2

            children:
              rows: { feature: Drawn06Row, collection: true }
              pane: { feature: Drawn06Pane, optional: true }
            """#,
        "Drawn06Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              postItems: "[Item]"
              lookupItems: "[Item]"
              postError: "RequestError?"
              lookupError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }

            requests:
              post:
                reads: [id, ready]
                success: Item
                into: { field: postItems, mode: append }
                failureInto: postError
                policy: queue
                dismiss: true
                retry: { attempts: 1, backoff: 0.25 }
                on: [setReady]
              lookup:
                params: { text: String }
                reads: [id]
                success: "[Item]"
                into: { field: lookupItems, mode: prepend }
                failureInto: lookupError
                policy: queue
                on:
                  nudge: { text: 'text' }
                then: [bump, post]
                optimistic: true
                poll: 5
            """#,
        "Drawn06Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              fetchItems: "[Int]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              post:
                debounce: 1
                cache: 5
              fetch:
                params: String
                reads: [id]
                success: "[Int]"
                failure: ModelFailure
                into: { field: fetchItems, mode: append }
                policy: concurrent
                dismiss: true
                when: 'state.ready'
            """#,
        "Drawn07": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              loadValue: Int?
              searchByKey: "[Int: Int]"
              lookupValue: "[Int]?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }
              addRow: { id: Int }
              removeRow: { id: Int }

            requests:
              load:
                success: Int
                into: { field: loadValue, mode: assign }
                debounce: 1
              search:
                params: { count: Int, ref: Int }
                success: Int
                into: { field: searchByKey, mode: keyed }
                key: count
                cancel: true
                dismiss: true
                timeout: 5
                on:
                  nudge: { count: 'ref', ref: 'ref' }
              lookup:
                reads: [ready]
                success: "[Int]"
                failure: ModelFailure
                into: { field: lookupValue, mode: assign }
                policy: first
                debounce: 0.25
                cache: 1

            children:
              rows: { feature: Drawn07Row, collection: true }
            """#,
        "Drawn07Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              uploadItems: "[Item]"
              saveError: "ModelFailure?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                params: { text: String, count: Int }
                reads: [id, ready, query]
                success: Int
                failure: ModelFailure
                failureInto: saveError
                policy: first
                key: text
                dismiss: true
                when: 'state.ready'
                then: [bump]
                cache: 5
              upload:
                params: String
                reads: [id]
                success: Item
                into: { field: uploadItems, mode: upsert }
                policy: concurrent
            """#,
        "Drawn08": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              loadValue: "[Int]"
              uploadByKey: "[Int: Item]"
              sendItems: "[Item]"
              searchByKey: "[String: String]"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }
              openPane: { id: Int }
              closePane:

            requests:
              load:
                params: Int
                reads: [ready]
                success: "[Int]"
                into: { field: loadValue, mode: assign }
                policy: first
                cancel: true
                optimistic: true
                cache: 1
              upload:
                params: { text: String, count: Int }
                success: Item
                into: { field: uploadByKey, mode: keyed }
                key: count
                cancel: true
                optimistic: true
                cache: 1
              send:
                params: { count: Int }
                reads: [page]
                success: "[Item]"
                into: { field: sendItems, mode: upsert }
                on:
                  nudge: { count: 'state.page' }
                  setQuery: { count: 'state.page' }
                then: [bump]
                poll: 2
                cache: 1
              search:
                params: { text: String }
                success: String
                into: { field: searchByKey, mode: keyed }
                policy: first
                key: text
                cache: 1

            children:
              pane: { feature: Drawn08Pane, optional: true }
            """#,
        "Drawn08Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                params: { ref: Int, text: String }
            """#,
        "Drawn09": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendByKey: "[Int: Item]"
              searchValue: "[Int]?"
              fetchValue: Int?
              searchError: "ModelFailure?"
              fetchError: "RequestError?"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }

            requests:
              send:
                params: { ref: Int }
                success: Item
                into: { field: sendByKey, mode: keyed }
                key: ref
                on:
                  nudge: { ref: 'state.page' }
                when: '!state.query.isEmpty'
                then: [search]
              search:
                success: "[Int]"
                failure: ModelFailure
                into: { field: searchValue, mode: assign }
                failureInto: searchError
                policy: queue
                retry: { attempts: 2, backoff: 0.5 }
              fetch:
                params: String
                success: Int
                into: { field: fetchValue, mode: assign }
                failureInto: fetchError
                policy: queue
                retry: { attempts: 1 }
                timeout: 1
                when: '!state.query.isEmpty'
                then: [poke]
            """#,
        "Drawn10": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn10

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              loadByKey: "[String: Item]"
              submitItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              archive:
                failure: ModelFailure
                policy: concurrent
                timeout: 2
                on: [poke]
                when: 'state.ready'
              load:
                params: { count: Int, text: String }
                reads: [query, ready]
                success: Item
                failure: ModelFailure
                into: { field: loadByKey, mode: keyed }
                key: text
                retry: { attempts: 1, backoff: 0.5 }
                timeout: 2
                optimistic: true
                cache: 1
              submit:
                params: { ref: Int }
                reads: [ready]
                success: Item
                into: { field: submitItems, mode: append }
                policy: first
                cancel: true
                poll: 2
            """#,
        "Drawn11": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupValue: String?
              rateItems: "[Item]"
              uploadItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }

            requests:
              lookup:
                success: String
                into: { field: lookupValue, mode: assign }
                cancel: true
                dismiss: true
                timeout: 5
                then: [bump]
              rate:
                params: { count: Int }
                success: "[Item]"
                into: { field: rateItems, mode: append }
                cancel: true
                dismiss: true
                timeout: 2
                on:
                  nudge: { count: 'ref' }
              upload:
                params: { text: String, count: Int }
                success: "[Item]"
                into: { field: uploadItems, mode: append }
                policy: first
                dismiss: true
                timeout: 2
                then: [poke]
            """#,
        "Drawn12": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn12

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendItems: "[Item]"
              uploadItems: "[Item]"
              lookupItems: "[Int]"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              send:
                success: "[Item]"
                into: { field: sendItems, mode: upsert }
                policy: concurrent
                retry: { attempts: 2 }
                then: [bump]
                optimistic: true
                poll: 5
              upload:
                params: { count: Int, text: String }
                reads: [query, page]
                success: "[Item]"
                failure: ModelFailure
                into: { field: uploadItems, mode: append }
                retry: { attempts: 1, backoff: 1 }
                debounce: 0.5
              lookup:
                params: { ref: Int, count: Int }
                reads: [page]
                success: "[Int]"
                into: { field: lookupItems, mode: prepend }
                policy: first
                dismiss: true
                debounce: 1
                when: 'state.page < 2'

            children:
              pane: { feature: Drawn12Pane, optional: true }
            """#,
        "Drawn12Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn12Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              rateValue: "[Item]?"
              fetchValue: { type: Int, default: '0' }
              fetchError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }

            requests:
              rate:
                success: "[Item]"
                failure: ModelFailure
                into: { field: rateValue, mode: assign }
                policy: first
                cancel: true
                dismiss: true
                cache: 5
              fetch:
                params: { count: Int }
                reads: [id, ready]
                success: Int
                into: { field: fetchValue, mode: assign }
                failureInto: fetchError
                cancel: true
                dismiss: true
                on:
                  nudge: { count: 'ref' }
                then: [rate]
            """#,
        "Drawn13": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn13

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              saveItems: "[Item]"
              loadByKey: "[Int: String]"
              uploadByKey: "[Int: Item]"
              saveError: "ModelFailure?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }

            requests:
              save:
                success: "[Item]"
                failure: ModelFailure
                into: { field: saveItems, mode: prepend }
                failureInto: saveError
                policy: concurrent
              load:
                params: { ref: Int, count: Int }
                success: String
                failure: ModelFailure
                into: { field: loadByKey, mode: keyed }
                key: ref
                dismiss: true
                retry: { attempts: 1, backoff: 1 }
                debounce: 0.5
                on:
                  nudge: { ref: 'ref', count: 'ref' }
                  setReady: { ref: 'state.page', count: 'state.page' }
                then: [bump]
              upload:
                params: { count: Int }
                success: Item
                into: { field: uploadByKey, mode: keyed }
                key: count
                cancel: true
                debounce: 1
                when: 'state.ready'
                then: [poke]
              fetch:
                policy: first
                dismiss: true
                debounce: 1
                poll: 5
            """#,
        "Drawn14": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn14

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              sendItems: "[Item]"
              archiveItems: "[Int]"
              fetchItems: "[Int]"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                params: { ref: Int }
                success: "[Item]"
                failure: ModelFailure
                into: { field: sendItems, mode: prepend }
                policy: first
                key: ref
              archive:
                params: { ref: Int }
                reads: [query]
                success: "[Int]"
                into: { field: archiveItems, mode: prepend }
                key: ref
                cancel: true
                timeout: 1
                when: '!state.query.isEmpty'
              fetch:
                params: { text: String }
                success: "[Int]"
                failure: ModelFailure
                into: { field: fetchItems, mode: prepend }
                policy: first
                key: text
                dismiss: true
            """#,
        "Drawn15": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn15

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              sendValue: "[Item]"
              loadItems: "[Item]"
              searchError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              search:
                params: Int
                failureInto: searchError
                then: [bump]
                poll: 5
              send:
                reads: [ready, page]
                success: "[Item]"
                into: { field: sendValue, mode: assign }
                policy: first
                dismiss: true
                then: [bump, load]
                cache: 1
              load:
                success: Item
                into: { field: loadItems, mode: prepend }
                policy: queue
                cancel: true
                timeout: 5
            """#,
    ]
}
