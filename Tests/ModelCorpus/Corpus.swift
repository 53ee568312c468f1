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
    ]

    public static let specs: [String: String] = [
        "Drawn01": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              searchValue: String?
              saveItems: "[Item]"

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
                reads: [ready, query]
                success: String
                into: { field: searchValue, mode: assign }
                policy: first
                dismiss: true
                retry: { attempts: 1 }
                optimistic: true
                poll: 5
                cache: 5
              send:
                params: String
                reads: [query, ready]
                failure: ModelFailure
                cancel: true
                dismiss: true
                retry: { attempts: 1, backoff: 0.25 }
                cache: 1
              save:
                success: Item
                into: { field: saveItems, mode: upsert }
                policy: concurrent
                cancel: true
                on: [setReady]
                then: [search]
                poll: 2

            children:
              rows: { feature: Drawn01Row, collection: true }
              pane: { feature: Drawn01Pane, optional: true }
            """#,
        "Drawn01Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              saveItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                reads: [id]
                success: "[Item]"
                failure: ModelFailure
                into: { field: saveItems, mode: append }
                cancel: true
                debounce: 0.5
            """#,
        "Drawn01Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendValue: String?

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                params: { count: Int }
                reads: [id]
                success: String
                into: { field: sendValue, mode: assign }
                policy: queue
                then: [poke]
            """#,
        "Drawn02": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchValue: { type: Int, default: '0' }
              submitItems: "[Item]"
              fetchValue: "[Int]"
              submitError: "RequestError?"
              fetchError: "RequestError?"

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
              search:
                success: Int
                into: { field: searchValue, mode: assign }
                cancel: true
                on: [setPage]
                then: [submit]
              submit:
                success: Item
                into: { field: submitItems, mode: append }
                failureInto: submitError
                cancel: true
                when: 'state.ready'
                then: [bump]
                optimistic: true
              fetch:
                params: { count: Int }
                reads: [page, ready]
                success: "[Int]"
                into: { field: fetchValue, mode: assign }
                failureInto: fetchError
                key: count
                timeout: 5
                then: [bump]

            children:
              rows: { feature: Drawn02Row, collection: true }
              pane: { feature: Drawn02Pane, optional: true }
            """#,
        "Drawn02Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupItems: "[Item]"
              rateValue: Item?

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                reads: [id, query]
                success: Item
                failure: ModelFailure
                into: { field: lookupItems, mode: upsert }
                policy: concurrent
                when: '!state.query.isEmpty'
              rate:
                params: { count: Int }
                reads: [id, ready]
                success: Item
                failure: ModelFailure
                into: { field: rateValue, mode: assign }
                cancel: true
                dismiss: true
            """#,
        "Drawn02Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              rateValue: Int?

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              rate:
                reads: [page]
                success: Int
                into: { field: rateValue, mode: assign }
                policy: first
                retry: { attempts: 2 }
                optimistic: true
                poll: 5
                cache: 5
            """#,
        "Drawn03": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              searchByKey: "[Int: Int]"
              saveValue: "[Int]"
              sendItems: "[Int]"
              rateItems: "[Int]"

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
              search:
                params: { ref: Int, count: Int }
                reads: [query]
                success: Int
                failure: ModelFailure
                into: { field: searchByKey, mode: keyed }
                key: count
                dismiss: true
                then: [bump]
              save:
                reads: [ready, query]
                success: "[Int]"
                into: { field: saveValue, mode: assign }
                cancel: true
                dismiss: true
                timeout: 2
                on: [bump, setQuery]
              send:
                reads: [ready]
                success: Int
                into: { field: sendItems, mode: append }
                timeout: 5
                on: [bump]
                then: [rate]
              rate:
                success: Int
                failure: ModelFailure
                into: { field: rateItems, mode: prepend }
                policy: queue
                retry: { attempts: 2 }
                timeout: 1
                when: '!state.query.isEmpty'

            children:
              rows: { feature: Drawn03Row, collection: true }
              pane: { feature: Drawn03Pane, optional: true }
            """#,
        "Drawn03Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveByKey: "[Int: String]"
              lookupItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              archive:
                params: { count: Int, text: String }
                reads: [id]
                success: String
                failure: ModelFailure
                into: { field: archiveByKey, mode: keyed }
                key: count
                cancel: true
                dismiss: true
                timeout: 5
                optimistic: true
              lookup:
                reads: [id, ready, query]
                success: "[Item]"
                into: { field: lookupItems, mode: upsert }
                policy: queue
                on: [setQuery]
                when: 'state.ready'
            """#,
        "Drawn03Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              syncItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              sync:
                success: Item
                failure: ModelFailure
                into: { field: syncItems, mode: upsert }
                policy: first
                dismiss: true
                retry: { attempts: 2, backoff: 0.5 }
                when: 'state.page < 2'
                optimistic: true
            """#,
        "Drawn04": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              submitItems: "[Item]"
              postItems: "[Item]"
              fetchItems: "[Int]"
              submitError: "RequestError?"
              postError: "ModelFailure?"

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
              submit:
                params: String
                success: Item
                into: { field: submitItems, mode: append }
                failureInto: submitError
                policy: first
                when: 'state.ready'
              post:
                params: { ref: Int, text: String }
                reads: [query, ready]
                success: Item
                failure: ModelFailure
                into: { field: postItems, mode: prepend }
                failureInto: postError
                key: text
                cancel: true
              fetch:
                params: { ref: Int }
                success: Int
                failure: ModelFailure
                into: { field: fetchItems, mode: append }
                cancel: true
                debounce: 0.25
                when: '!state.query.isEmpty'
                poll: 5
              search:
                params: { count: Int, ref: Int }
                failure: ModelFailure
                policy: first
                retry: { attempts: 1, backoff: 0.5 }
                poll: 5

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
              submitByKey: "[String: String]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              submit:
                params: { text: String, ref: Int }
                reads: [id, page]
                success: String
                into: { field: submitByKey, mode: keyed }
                policy: first
                key: text
                cancel: true
                when: 'state.ready'
                then: [bump]
                poll: 2
            """#,
        "Drawn04Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              postItems: "[Item]"
              searchValue: "[Int]"
              postError: "ModelFailure?"
              searchError: "RequestError?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              post:
                params: { text: String, ref: Int }
                success: "[Item]"
                failure: ModelFailure
                into: { field: postItems, mode: append }
                failureInto: postError
                cancel: true
                retry: { attempts: 2, backoff: 0.5 }
                when: '!state.query.isEmpty'
              search:
                success: "[Int]"
                into: { field: searchValue, mode: assign }
                failureInto: searchError
                dismiss: true
                debounce: 1
            """#,
        "Drawn05": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendValue: "[Item]"
              searchItems: "[Item]"
              postItems: "[Int]"
              sendError: "RequestError?"
              searchError: "ModelFailure?"
              postError: "RequestError?"

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
              send:
                success: "[Item]"
                into: { field: sendValue, mode: assign }
                failureInto: sendError
                cancel: true
                dismiss: true
                timeout: 1
                cache: 1
              search:
                params: String
                reads: [query]
                success: Item
                failure: ModelFailure
                into: { field: searchItems, mode: upsert }
                failureInto: searchError
                policy: concurrent
                timeout: 1
                when: '!state.query.isEmpty'
                then: [send]
                optimistic: true
                poll: 5
              archive:
                params: { ref: Int }
                reads: [ready]
                when: 'state.ready'
                then: [send]
                poll: 2
                cache: 1
              post:
                params: { count: Int }
                reads: [ready, query]
                success: Int
                into: { field: postItems, mode: append }
                failureInto: postError
                policy: first
                key: count
                timeout: 1
                optimistic: true

            children:
              rows: { feature: Drawn05Row, collection: true }
              pane: { feature: Drawn05Pane, optional: true }
            """#,
        "Drawn05Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              fetchItems: "[Item]"
              loadItems: "[Item]"
              fetchError: "RequestError?"
              loadError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              fetch:
                reads: [id, ready, page]
                success: Item
                into: { field: fetchItems, mode: prepend }
                failureInto: fetchError
                policy: first
                optimistic: true
                poll: 2
              load:
                params: { ref: Int, count: Int }
                reads: [id, ready]
                success: "[Item]"
                into: { field: loadItems, mode: upsert }
                failureInto: loadError
                policy: concurrent
                when: 'state.page < 2'
                then: [fetch]
                optimistic: true
                poll: 5
            """#,
        "Drawn05Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              saveByKey: "[Int: Item]"
              saveError: "ModelFailure?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                params: { count: Int }
                success: Item
                failure: ModelFailure
                into: { field: saveByKey, mode: keyed }
                failureInto: saveError
                key: count
                then: [poke]
                optimistic: true
            """#,
        "Drawn06": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              rateItems: "[Item]"
              searchItems: "[Item]"
              syncValue: Item?
              sendItems: "[Item]"

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
              rate:
                params: { text: String }
                success: Item
                into: { field: rateItems, mode: prepend }
                policy: first
                cancel: true
                dismiss: true
                then: [bump]
              search:
                reads: [ready]
                success: "[Item]"
                failure: ModelFailure
                into: { field: searchItems, mode: prepend }
                policy: first
                cancel: true
                debounce: 0.5
              sync:
                reads: [ready, page]
                success: Item
                into: { field: syncValue, mode: assign }
                cancel: true
                dismiss: true
                retry: { attempts: 1, backoff: 0.25 }
                on: [setPage]
              send:
                params: String
                reads: [page]
                success: Item
                into: { field: sendItems, mode: upsert }
                policy: first
                dismiss: true
                debounce: 0.5
                when: 'state.ready'

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
              lookupValue: Int?
              saveValue: "[Item]?"
              lookupError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                params: { text: String }
                reads: [id, ready]
                success: Int
                into: { field: lookupValue, mode: assign }
                failureInto: lookupError
                policy: first
                when: 'state.ready'
                cache: 5
              save:
                params: String
                reads: [id, ready]
                success: "[Item]"
                into: { field: saveValue, mode: assign }
                policy: first
                retry: { attempts: 1 }
                then: [bump]
                cache: 5
            """#,
        "Drawn06Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06Pane

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
                params: { ref: Int, count: Int }
                reads: [ready, page]
                success: "[Item]"
                into: { field: submitItems, mode: upsert }
                policy: concurrent
                dismiss: true
                when: 'state.page < 2'
            """#,
        "Drawn07": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchValue: "[Item]?"
              saveItems: "[Item]"
              searchError: "ModelFailure?"

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
              load:
                reads: [page]
                success: String
                failure: ModelFailure
                policy: queue
                dismiss: true
                retry: { attempts: 2, backoff: 0.5 }
              search:
                params: { ref: Int }
                reads: [ready]
                success: "[Item]"
                failure: ModelFailure
                into: { field: searchValue, mode: assign }
                failureInto: searchError
                policy: first
                cancel: true
                timeout: 1
                debounce: 0.25
                when: 'state.page < 2'
                poll: 2
                cache: 1
              save:
                reads: [ready]
                success: Item
                into: { field: saveItems, mode: upsert }
                cancel: true
                cache: 1

            children:
              rows: { feature: Drawn07Row, collection: true }
              pane: { feature: Drawn07Pane, optional: true }
            """#,
        "Drawn07Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              fetch:
                reads: [id, ready]
                success: Item
                failure: ModelFailure
                on: [bump]
            """#,
        "Drawn07Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              postItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              post:
                reads: [id]
                success: "[Item]"
                failure: ModelFailure
                into: { field: postItems, mode: upsert }
                dismiss: true
                timeout: 2
                on: [setReady]
            """#,
        "Drawn08": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              saveValue: "[Item]?"
              fetchValue: "[Int]?"
              loadByKey: "[Int: String]"
              syncItems: "[Item]"
              fetchError: "RequestError?"
              syncError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              save:
                params: { text: String }
                reads: [ready, page]
                success: "[Item]"
                into: { field: saveValue, mode: assign }
                key: text
                dismiss: true
                timeout: 5
                debounce: 0.25
                when: 'state.ready'
              fetch:
                params: String
                reads: [ready]
                success: "[Int]"
                into: { field: fetchValue, mode: assign }
                failureInto: fetchError
                policy: queue
                then: [sync]
                optimistic: true
                poll: 5
              load:
                params: { count: Int }
                success: String
                into: { field: loadByKey, mode: keyed }
                key: count
                cancel: true
                retry: { attempts: 2 }
                debounce: 0.25
              sync:
                reads: [ready]
                success: "[Item]"
                into: { field: syncItems, mode: upsert }
                failureInto: syncError
                policy: queue
                dismiss: true
                then: [bump]
                optimistic: true

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
              rateError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              rate:
                params: String
                failureInto: rateError
                policy: first
                cancel: true
                dismiss: true
                when: 'state.ready'
            """#,
        "Drawn09": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              syncItems: "[Item]"
              uploadItems: "[Item]"
              uploadError: "RequestError?"

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
              sync:
                success: "[Item]"
                into: { field: syncItems, mode: append }
                cancel: true
                dismiss: true
              save:
                params: { text: String, count: Int }
                policy: concurrent
                cancel: true
                dismiss: true
                retry: { attempts: 1 }
              upload:
                params: { ref: Int, text: String }
                reads: [query]
                success: "[Item]"
                into: { field: uploadItems, mode: append }
                failureInto: uploadError
                key: text
                cancel: true
                dismiss: true
                retry: { attempts: 2, backoff: 1 }
                optimistic: true

            children:
              rows: { feature: Drawn09Row, collection: true }
              pane: { feature: Drawn09Pane, optional: true }
            """#,
        "Drawn09Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              uploadItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                reads: [id]
                success: Item
                into: { field: uploadItems, mode: upsert }
                timeout: 1
                optimistic: true
            """#,
        "Drawn09Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              sendItems: "[Item]"
              rateItems: "[Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                success: "[Item]"
                into: { field: sendItems, mode: prepend }
                timeout: 5
                optimistic: true
              rate:
                success: "[Int]"
                into: { field: rateItems, mode: prepend }
                policy: queue
                on: [bump]
                when: 'state.page < 2'
                optimistic: true
            """#,
        "Drawn10": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn10

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchItems: "[Item]"
              syncItems: "[Item]"
              postValue: "[Item]"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              search:
                success: "[Item]"
                failure: ModelFailure
                into: { field: searchItems, mode: prepend }
                debounce: 1
                on: [setReady]
              sync:
                params: String
                success: "[Item]"
                into: { field: syncItems, mode: prepend }
                policy: queue
                then: [post]
                optimistic: true
              post:
                reads: [ready]
                success: "[Item]"
                into: { field: postValue, mode: assign }
                policy: first
                on: [bump, poke]
                when: 'state.ready'
                then: [search]
                optimistic: true
            """#,
        "Drawn11": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchItems: "[Item]"
              uploadValue: "[Int]?"
              postValue: { type: Int, default: '0' }
              lookupByKey: "[String: Int]"
              searchError: "ModelFailure?"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              search:
                success: Item
                failure: ModelFailure
                into: { field: searchItems, mode: append }
                failureInto: searchError
                policy: queue
              upload:
                success: "[Int]"
                into: { field: uploadValue, mode: assign }
                timeout: 2
                on: [setPage, setReady]
                when: 'state.page < 2'
                then: [search]
                cache: 5
              post:
                success: Int
                failure: ModelFailure
                into: { field: postValue, mode: assign }
                debounce: 0.5
                on: [bump, setReady]
                cache: 5
              lookup:
                params: { text: String, count: Int }
                success: Int
                failure: ModelFailure
                into: { field: lookupByKey, mode: keyed }
                key: text
                when: 'state.page < 2'
                cache: 5

            children:
              pane: { feature: Drawn11Pane, optional: true }
            """#,
        "Drawn11Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              saveValue: String?

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                params: Int
                success: String
                into: { field: saveValue, mode: assign }
                poll: 2
            """#,
        "Drawn12": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn12

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              uploadItems: "[Int]"
              archiveItems: "[Item]"
              archiveError: "RequestError?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              search:
                reads: [ready]
                success: Item
                policy: queue
                cancel: true
              upload:
                params: String
                reads: [ready]
                success: "[Int]"
                failure: ModelFailure
                into: { field: uploadItems, mode: append }
                policy: concurrent
                optimistic: true
              archive:
                reads: [query]
                success: Item
                into: { field: archiveItems, mode: append }
                failureInto: archiveError
                policy: concurrent
                when: '!state.query.isEmpty'

            children:
              pane: { feature: Drawn12Pane, optional: true }
            """#,
        "Drawn12Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn12Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              searchValue: { type: Int, default: '0' }
              lookupItems: "[Item]"
              searchError: "ModelFailure?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              search:
                params: { ref: Int }
                reads: [ready]
                success: Int
                failure: ModelFailure
                into: { field: searchValue, mode: assign }
                failureInto: searchError
                key: ref
                cancel: true
                dismiss: true
                timeout: 2
                optimistic: true
                poll: 5
              lookup:
                success: Item
                into: { field: lookupItems, mode: upsert }
                policy: concurrent
                cancel: true
                dismiss: true
            """#,
        "Drawn13": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn13

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchValue: Item?
              submitItems: "[Item]"
              postItems: "[Item]"
              searchError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              search:
                reads: [ready, page]
                success: Item
                into: { field: searchValue, mode: assign }
                failureInto: searchError
                retry: { attempts: 1, backoff: 0.5 }
                on: [poke, setReady]
                then: [submit]
              submit:
                success: Item
                into: { field: submitItems, mode: prepend }
                policy: concurrent
                cancel: true
                timeout: 5
                when: 'state.ready'
              post:
                params: { count: Int, ref: Int }
                success: "[Item]"
                into: { field: postItems, mode: upsert }
                key: count
                then: [submit]
                optimistic: true
            """#,
        "Drawn14": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn14

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveValue: String?
              sendError: "RequestError?"
              postError: "RequestError?"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              send:
                reads: [query]
                failureInto: sendError
                policy: first
                debounce: 0.25
                when: 'state.ready'
                then: [poke, post]
              post:
                reads: [query]
                failureInto: postError
                debounce: 0.25
                then: [bump]
                poll: 2
              archive:
                success: String
                failure: ModelFailure
                into: { field: archiveValue, mode: assign }
                policy: first
                cancel: true
                debounce: 0.5
                then: [bump]
                cache: 5

            children:
              pane: { feature: Drawn14Pane, optional: true }
            """#,
        "Drawn14Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn14Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveError: "RequestError?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              archive:
                failureInto: archiveError
                policy: concurrent
            """#,
    ]
}
