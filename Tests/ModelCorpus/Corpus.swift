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
              searchValue: "[Item]"
              fetchItems: "[Item]"
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
                params: { ref: Int }
                reads: [ready]
                success: "[Item]"
                into: { field: searchValue, mode: assign }
                dismiss: true
                timeout: 1
                optimistic: true
              fetch:
                success: "[Item]"
                into: { field: fetchItems, mode: append }
                cancel: true
                timeout: 5
                on: [poke]
              save:
                params: String
                reads: [query, ready]
                success: Item
                into: { field: saveItems, mode: upsert }
                retry: { attempts: 2, backoff: 0.25 }
                timeout: 1
                debounce: 0.25
                then: [poke]

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
              rateByKey: "[Int: Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              rate:
                params: { ref: Int, text: String }
                reads: [id, page]
                success: Int
                failure: ModelFailure
                into: { field: rateByKey, mode: keyed }
                key: ref
                cancel: true
                retry: { attempts: 2, backoff: 0.25 }
                when: 'state.page < 2'
                cache: 1
              sync:
                params: { text: String, ref: Int }
                reads: [id, ready]
                policy: first
                cancel: true
                retry: { attempts: 1, backoff: 1 }
                when: 'state.page < 2'
            """#,
        "Drawn01Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01Pane

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
                params: { text: String, count: Int }
                reads: [page]
                dismiss: true
                debounce: 1
                cache: 5
            """#,
        "Drawn02": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              saveItems: "[Item]"
              lookupValue: "[Item]"
              sendItems: "[Item]"

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
              save:
                params: { count: Int, text: String }
                reads: [ready, page]
                success: Item
                into: { field: saveItems, mode: append }
                when: 'state.page < 2'
                optimistic: true
              lookup:
                reads: [ready]
                success: "[Item]"
                into: { field: lookupValue, mode: assign }
                on: [setQuery]
                cache: 1
              send:
                params: { ref: Int }
                reads: [page, query]
                success: "[Item]"
                failure: ModelFailure
                into: { field: sendItems, mode: upsert }
                policy: first
                key: ref
                when: 'state.page < 2'
                poll: 2
              submit:
                params: { text: String, ref: Int }
                success: Int
                failure: ModelFailure
                cancel: true
                dismiss: true
                when: '!state.query.isEmpty'
                then: [lookup]

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
              rateItems: "[Int]"
              searchItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              rate:
                params: String
                reads: [id]
                success: "[Int]"
                into: { field: rateItems, mode: append }
                cancel: true
                then: [poke]
              search:
                reads: [id]
                success: "[Item]"
                into: { field: searchItems, mode: append }
                timeout: 5
                debounce: 1
            """#,
        "Drawn02Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendByKey: "[Int: Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                params: { count: Int }
                reads: [query, id]
                success: Item
                into: { field: sendByKey, mode: keyed }
                policy: first
                key: count
                then: [poke]
            """#,
        "Drawn03": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              uploadValue: Item?
              syncItems: "[Item]"
              sendValue: "[Item]?"
              fetchValue: Item?

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
              upload:
                params: { text: String }
                reads: [ready, query]
                success: Item
                into: { field: uploadValue, mode: assign }
                key: text
                dismiss: true
              sync:
                params: { text: String }
                reads: [query, ready]
                success: "[Item]"
                failure: ModelFailure
                into: { field: syncItems, mode: append }
                when: 'state.page < 2'
                then: [poke]
              send:
                params: { text: String, count: Int }
                reads: [page, ready]
                success: "[Item]"
                into: { field: sendValue, mode: assign }
                policy: queue
              fetch:
                params: String
                success: Item
                failure: ModelFailure
                into: { field: fetchValue, mode: assign }
                cache: 5

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
              upload:
                reads: [id]
                success: "[Int]"
                failure: ModelFailure
                into: { field: uploadValue, mode: assign }
                retry: { attempts: 2, backoff: 1 }
                when: 'state.ready'
                then: [poke]
            """#,
        "Drawn03Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              syncItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              sync:
                success: Item
                failure: ModelFailure
                into: { field: syncItems, mode: prepend }
                policy: queue
            """#,
        "Drawn04": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              loadItems: "[Item]"
              uploadItems: "[Int]"

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
              load:
                reads: [ready, query]
                success: Item
                failure: ModelFailure
                into: { field: loadItems, mode: prepend }
                policy: queue
                cancel: true
                retry: { attempts: 1 }
              upload:
                reads: [ready]
                success: "[Int]"
                into: { field: uploadItems, mode: append }
                policy: first
                timeout: 1
              lookup:
                params: String
                reads: [page, query]
                policy: first
                retry: { attempts: 2, backoff: 0.5 }
                cache: 1

            children:
              rows: { feature: Drawn04Row, collection: true }
              pane: { feature: Drawn04Pane, optional: true }
            """#,
        "Drawn04Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupValue: "[Item]?"
              archiveItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                reads: [id, query]
                success: "[Item]"
                into: { field: lookupValue, mode: assign }
                policy: first
                cancel: true
                dismiss: true
                retry: { attempts: 1, backoff: 1 }
              archive:
                reads: [id, ready]
                success: Item
                into: { field: archiveItems, mode: upsert }
                cancel: true
                then: [lookup]
            """#,
        "Drawn04Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              submitItems: "[Item]"
              sendValue: "[Item]?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              submit:
                params: { ref: Int, text: String }
                reads: [ready, id]
                success: Item
                failure: ModelFailure
                into: { field: submitItems, mode: append }
                dismiss: true
                timeout: 2
              send:
                reads: [id, ready]
                success: "[Item]"
                into: { field: sendValue, mode: assign }
                policy: queue
                cancel: true
                on: [poke, setPage]
            """#,
        "Drawn05": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              fetchByKey: "[Int: String]"
              loadByKey: "[String: String]"
              saveItems: "[Int]"
              syncItems: "[Item]"

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
              fetch:
                params: { ref: Int, text: String }
                reads: [ready]
                success: String
                into: { field: fetchByKey, mode: keyed }
                key: ref
                when: 'state.ready'
                optimistic: true
              load:
                params: { count: Int, text: String }
                success: String
                failure: ModelFailure
                into: { field: loadByKey, mode: keyed }
                policy: first
                key: text
                retry: { attempts: 2, backoff: 0.5 }
                timeout: 5
                debounce: 0.25
              save:
                params: Int
                success: "[Int]"
                failure: ModelFailure
                into: { field: saveItems, mode: append }
                cancel: true
                dismiss: true
                optimistic: true
                poll: 2
              sync:
                params: String
                success: Item
                failure: ModelFailure
                into: { field: syncItems, mode: upsert }
                policy: first
                when: 'state.ready'
                optimistic: true
                cache: 1

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
              lookupItems: "[Int]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                reads: [id, ready]
                success: Int
                into: { field: lookupItems, mode: prepend }
                dismiss: true
                timeout: 5
                poll: 5
              sync:
                reads: [id, ready]
                policy: concurrent
                cancel: true
                then: [bump]
            """#,
        "Drawn05Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05Pane

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
                retry: { attempts: 1 }
                on: [poke]
            """#,
        "Drawn06": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              rateValue: String?
              lookupItems: "[Int]"
              fetchByKey: "[Int: Int]"
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
                params: { ref: Int }
                reads: [page]
                success: String
                into: { field: rateValue, mode: assign }
                dismiss: true
                timeout: 5
                debounce: 1
              lookup:
                params: { text: String }
                success: Int
                into: { field: lookupItems, mode: prepend }
                key: text
                retry: { attempts: 2, backoff: 1 }
                timeout: 2
                when: 'state.ready'
              fetch:
                params: { count: Int }
                reads: [ready]
                success: Int
                into: { field: fetchByKey, mode: keyed }
                policy: first
                key: count
                dismiss: true
                retry: { attempts: 1, backoff: 0.5 }
                optimistic: true
                poll: 2
              send:
                params: { count: Int, ref: Int }
                reads: [page]
                success: "[Item]"
                failure: ModelFailure
                into: { field: sendItems, mode: prepend }
                key: ref
                cancel: true
                retry: { attempts: 2, backoff: 0.5 }

            children:
              rows: { feature: Drawn06Row, collection: true }
              pane: { feature: Drawn06Pane, optional: true }
            """#,
        "Drawn06Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupValue: { type: String, default: '""' }

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                reads: [id, query, ready]
                success: String
                into: { field: lookupValue, mode: assign }
                policy: queue
              upload:
                reads: [id]
                policy: queue
                cancel: true
                when: '!state.query.isEmpty'
                then: [lookup]
            """#,
        "Drawn06Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06Pane

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
              sync:
                policy: first
                cancel: true
                dismiss: true
                poll: 5
                cache: 1
            """#,
        "Drawn07": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              syncItems: "[Item]"
              rateValue: "[Item]?"

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
              post:
                reads: [page]
                success: Item
                policy: concurrent
                then: [sync]
              sync:
                success: "[Item]"
                into: { field: syncItems, mode: prepend }
                then: [poke]
              rate:
                params: { text: String }
                success: "[Item]"
                into: { field: rateValue, mode: assign }
                cancel: true
                poll: 5

            children:
              rows: { feature: Drawn07Row, collection: true }
              pane: { feature: Drawn07Pane, optional: true }
            """#,
        "Drawn07Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07Row

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
                reads: [id]
                success: Item
                failure: ModelFailure
                into: { field: syncItems, mode: upsert }
                cancel: true
                on: [poke, setReady]
            """#,
        "Drawn07Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              fetchValue: Int?

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                params: { count: Int, text: String }
                failure: ModelFailure
                policy: first
                dismiss: true
                debounce: 0.5
                when: 'state.ready'
                poll: 2
              fetch:
                params: String
                reads: [id]
                success: Int
                failure: ModelFailure
                into: { field: fetchValue, mode: assign }
                poll: 2
            """#,
        "Drawn08": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchItems: "[Int]"
              lookupItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              search:
                params: { count: Int }
                success: Int
                failure: ModelFailure
                into: { field: searchItems, mode: append }
                key: count
                dismiss: true
                optimistic: true
              lookup:
                success: "[Item]"
                into: { field: lookupItems, mode: upsert }
                policy: concurrent
                on: [setReady]
              rate:
                params: { text: String }
                reads: [ready]
                policy: concurrent
                dismiss: true

            children:
              pane: { feature: Drawn08Pane, optional: true }
            """#,
        "Drawn08Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              postItems: "[Item]"
              syncItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              post:
                success: Item
                into: { field: postItems, mode: upsert }
                policy: queue
                dismiss: true
              sync:
                reads: [ready]
                success: "[Item]"
                failure: ModelFailure
                into: { field: syncItems, mode: upsert }
                policy: concurrent
                retry: { attempts: 1, backoff: 0.5 }
                poll: 2
            """#,
        "Drawn09": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchItems: "[Item]"
              saveItems: "[Item]"
              rateItems: "[Int]"
              loadValue: "[Item]?"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              search:
                params: Int
                success: Item
                into: { field: searchItems, mode: upsert }
                policy: concurrent
                cancel: true
              save:
                params: { count: Int }
                reads: [query]
                success: Item
                failure: ModelFailure
                into: { field: saveItems, mode: prepend }
                key: count
                dismiss: true
                then: [bump]
                optimistic: true
              rate:
                params: String
                success: "[Int]"
                into: { field: rateItems, mode: append }
                policy: concurrent
                retry: { attempts: 2, backoff: 1 }
                when: 'state.ready'
                then: [poke]
              load:
                params: Int
                reads: [page, query]
                success: "[Item]"
                into: { field: loadValue, mode: assign }
                when: 'state.page < 2'
                then: [bump]
                optimistic: true

            children:
              pane: { feature: Drawn09Pane, optional: true }
            """#,
        "Drawn09Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              loadItems: "[Int]"
              fetchItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              load:
                params: { text: String }
                success: Int
                into: { field: loadItems, mode: append }
                dismiss: true
                retry: { attempts: 2, backoff: 0.25 }
              fetch:
                params: { count: Int }
                success: "[Item]"
                into: { field: fetchItems, mode: append }
                timeout: 1
            """#,
        "Drawn10": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn10

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupItems: "[Int]"
              postValue: "[Int]"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              lookup:
                success: Int
                into: { field: lookupItems, mode: prepend }
                policy: first
                dismiss: true
                timeout: 1
                on: [setReady]
              post:
                reads: [query]
                success: "[Int]"
                into: { field: postValue, mode: assign }
                policy: first
                cancel: true
                timeout: 5
                cache: 1
              load:
                reads: [query, page]
                policy: first
                cancel: true
                retry: { attempts: 1, backoff: 0.25 }
                debounce: 0.25
                on: [bump]
              sync:
                failure: ModelFailure
                policy: queue
                dismiss: true
                timeout: 2
                on: [setReady]
                when: 'state.page < 2'
                then: [bump, post]

            children:
              pane: { feature: Drawn10Pane, optional: true }
            """#,
        "Drawn10Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn10Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              syncByKey: "[Int: Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              sync:
                params: { count: Int }
                success: Item
                into: { field: syncByKey, mode: keyed }
                policy: first
                key: count
                timeout: 1
                debounce: 1
                cache: 1
            """#,
        "Drawn11": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              saveValue: "[Int]?"
              submitItems: "[Item]"
              fetchValue: { type: String, default: '""' }

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              save:
                success: "[Int]"
                into: { field: saveValue, mode: assign }
                policy: queue
                cancel: true
                poll: 2
              submit:
                params: String
                success: Item
                failure: ModelFailure
                into: { field: submitItems, mode: upsert }
                policy: queue
                retry: { attempts: 2 }
                when: '!state.query.isEmpty'
                optimistic: true
              fetch:
                params: String
                reads: [page]
                success: String
                failure: ModelFailure
                into: { field: fetchValue, mode: assign }
                policy: queue
                cancel: true
                retry: { attempts: 1 }
              load:
                failure: ModelFailure
                policy: queue
                retry: { attempts: 2 }
                poll: 2

            children:
              pane: { feature: Drawn11Pane, optional: true }
            """#,
        "Drawn11Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendItems: "[Item]"
              uploadItems: "[Int]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                reads: [query]
                success: "[Item]"
                into: { field: sendItems, mode: prepend }
                policy: first
                timeout: 5
                on: [poke, setQuery]
                when: '!state.query.isEmpty'
                poll: 2
              upload:
                reads: [id]
                success: Int
                into: { field: uploadItems, mode: prepend }
                policy: first
                cancel: true
                when: '!state.query.isEmpty'
                then: [send]
            """#,
        "Drawn12": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn12

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupItems: "[Int]"
              syncItems: "[Item]"
              searchItems: "[Int]"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                success: "[Int]"
                failure: ModelFailure
                into: { field: lookupItems, mode: append }
                policy: queue
                cancel: true
                timeout: 1
                when: 'state.page < 2'
              sync:
                params: String
                reads: [query]
                success: Item
                failure: ModelFailure
                into: { field: syncItems, mode: prepend }
              search:
                success: "[Int]"
                into: { field: searchItems, mode: append }
                policy: queue
                optimistic: true
                poll: 5
            """#,
        "Drawn13": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn13

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              loadItems: "[Item]"
              archiveItems: "[Item]"
              fetchItems: "[Item]"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              load:
                success: Item
                failure: ModelFailure
                into: { field: loadItems, mode: prepend }
                policy: concurrent
                cancel: true
                on: [bump, poke]
                when: 'state.ready'
              archive:
                params: { text: String, ref: Int }
                reads: [query]
                success: Item
                failure: ModelFailure
                into: { field: archiveItems, mode: prepend }
                policy: first
                key: text
                debounce: 0.5
              fetch:
                success: Item
                into: { field: fetchItems, mode: prepend }
                policy: first
                cancel: true
                retry: { attempts: 1, backoff: 0.25 }
                on: [bump, setQuery]
                optimistic: true
                poll: 2
            """#,
        "Drawn14": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn14

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveItems: "[Int]"
              sendItems: "[Int]"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              fetch:
                reads: [query]
                success: Int
                policy: concurrent
                timeout: 5
                when: 'state.ready'
              archive:
                params: Int
                success: Int
                into: { field: archiveItems, mode: prepend }
                policy: concurrent
                retry: { attempts: 2, backoff: 1 }
                when: 'state.ready'
                optimistic: true
              send:
                reads: [ready]
                success: "[Int]"
                into: { field: sendItems, mode: append }
                policy: concurrent
                optimistic: true
                poll: 2
            """#,
        "Drawn15": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn15

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              syncValue: { type: Item, default: 'Item(id: 0, name: "")' }

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              post:
                params: { count: Int, ref: Int }
                reads: [query]
                policy: concurrent
                timeout: 5
                poll: 2
              submit:
                params: Int
                reads: [ready]
                success: String
                policy: first
                debounce: 0.25
                then: [sync]
              sync:
                reads: [ready]
                success: Item
                failure: ModelFailure
                into: { field: syncValue, mode: assign }
                policy: first
                cache: 1

            children:
              pane: { feature: Drawn15Pane, optional: true }
            """#,
        "Drawn15Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn15Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              lookupValue: { type: Item, default: 'Item(id: 0, name: "")' }

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                params: { text: String, count: Int }
                success: Item
                into: { field: lookupValue, mode: assign }
                dismiss: true
                timeout: 5
                when: 'state.ready'
            """#,
    ]
}
