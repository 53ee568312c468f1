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
              rateByKey: "[Int: Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              rate:
                params: { count: Int }
                reads: [id]
                success: Item
                into: { field: rateByKey, mode: keyed }
                key: count
                when: 'state.ready'
                then: [lookup]
                optimistic: true
                cache: 5
              lookup:
                reads: [id, page]
                success: String
                failure: ModelFailure
                policy: queue
                dismiss: true
                timeout: 1
                on: [setReady]
                when: 'state.page < 2'
                then: [bump]
                poll: 5
            """#,
        "Drawn01Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              search:
                success: "[Item]"
                into: { field: searchItems, mode: append }
                policy: concurrent
                cancel: true
                timeout: 1
            """#,
        "Drawn02": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              submitItems: "[Item]"
              fetchItems: "[Int]"
              postValue: String?

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
                params: { count: Int }
                success: "[Item]"
                into: { field: submitItems, mode: upsert }
                key: count
                debounce: 1
              fetch:
                params: { text: String, ref: Int }
                success: "[Int]"
                into: { field: fetchItems, mode: prepend }
                key: text
                timeout: 1
                when: 'state.ready'
                then: [poke]
                optimistic: true
              upload:
                params: { count: Int }
                reads: [ready, query]
                policy: concurrent
                dismiss: true
              post:
                params: { ref: Int }
                reads: [query]
                success: String
                into: { field: postValue, mode: assign }
                when: 'state.ready'
                optimistic: true
                cache: 5

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
              sendItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                params: { count: Int }
                reads: [id]
                success: Item
                failure: ModelFailure
                into: { field: sendItems, mode: upsert }
                dismiss: true
                debounce: 1
            """#,
        "Drawn02Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02Pane

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
              load:
                params: { ref: Int }
                reads: [ready]
                failure: ModelFailure
                policy: first
                cancel: true
                retry: { attempts: 1, backoff: 1 }
                poll: 5
            """#,
        "Drawn03": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              postItems: "[Int]"
              syncValue: "[Int]?"
              searchValue: { type: String, default: '""' }
              saveValue: "[Item]?"

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
                reads: [page]
                success: Int
                failure: ModelFailure
                into: { field: postItems, mode: prepend }
                policy: first
                cancel: true
                dismiss: true
                then: [bump]
                optimistic: true
              sync:
                params: { ref: Int, count: Int }
                reads: [page, ready]
                success: "[Int]"
                failure: ModelFailure
                into: { field: syncValue, mode: assign }
                key: count
                cancel: true
                dismiss: true
                retry: { attempts: 2, backoff: 0.5 }
                then: [poke]
                poll: 5
              search:
                reads: [page, ready]
                success: String
                into: { field: searchValue, mode: assign }
                policy: first
                cancel: true
                retry: { attempts: 1, backoff: 0.25 }
                timeout: 2
                on: [setReady]
                cache: 1
              save:
                reads: [ready]
                success: "[Item]"
                failure: ModelFailure
                into: { field: saveValue, mode: assign }
                cancel: true
                timeout: 2
                then: [bump]
                optimistic: true

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
              saveItems: "[Int]"
              postItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                params: Int
                reads: [id]
                success: Int
                into: { field: saveItems, mode: prepend }
                policy: concurrent
                cancel: true
                dismiss: true
                then: [post]
              post:
                reads: [id, query]
                success: Item
                into: { field: postItems, mode: upsert }
                policy: concurrent
                timeout: 1
                then: [poke]
            """#,
        "Drawn03Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              sendItems: "[Item]"
              postItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                success: "[Item]"
                into: { field: sendItems, mode: prepend }
                debounce: 0.25
              post:
                params: Int
                reads: [id]
                success: Item
                into: { field: postItems, mode: prepend }
                policy: first
                dismiss: true
                then: [send]
            """#,
        "Drawn04": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendItems: "[Int]"
              saveValue: { type: String, default: '""' }
              fetchItems: "[Item]"

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
              send:
                reads: [query, ready]
                success: Int
                into: { field: sendItems, mode: prepend }
                policy: first
                on: [bump]
                when: '!state.query.isEmpty'
              save:
                params: Int
                reads: [page]
                success: String
                into: { field: saveValue, mode: assign }
                policy: queue
                dismiss: true
                then: [send]
              fetch:
                reads: [query]
                success: "[Item]"
                failure: ModelFailure
                into: { field: fetchItems, mode: upsert }
                dismiss: true
                timeout: 1
                on: [poke]
                then: [send]
                poll: 5
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
              fetchValue: "[Int]"
              uploadItems: "[Int]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              fetch:
                params: Int
                reads: [id]
                success: "[Int]"
                into: { field: fetchValue, mode: assign }
                cancel: true
                timeout: 5
                poll: 5
                cache: 5
              upload:
                reads: [id, query]
                success: Int
                into: { field: uploadItems, mode: append }
                cancel: true
                when: '!state.query.isEmpty'
            """#,
        "Drawn04Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              rateValue: { type: String, default: '""' }

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              rate:
                success: String
                failure: ModelFailure
                into: { field: rateValue, mode: assign }
                cancel: true
                on: [bump]
                optimistic: true
            """#,
        "Drawn05": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              saveValue: { type: Int, default: '0' }
              uploadItems: "[Item]"
              lookupItems: "[Item]"
              searchItems: "[Item]"

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
              save:
                params: String
                success: Int
                failure: ModelFailure
                into: { field: saveValue, mode: assign }
                when: 'state.ready'
                then: [search]
                optimistic: true
              upload:
                params: { count: Int, ref: Int }
                reads: [page]
                success: "[Item]"
                into: { field: uploadItems, mode: append }
                policy: first
                key: count
              lookup:
                params: { ref: Int, text: String }
                success: "[Item]"
                failure: ModelFailure
                into: { field: lookupItems, mode: append }
                policy: first
                key: text
                dismiss: true
                then: [bump]
                optimistic: true
              search:
                success: Item
                into: { field: searchItems, mode: prepend }
                policy: concurrent
                cancel: true
                on: [setReady]
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

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                params: String
                reads: [id]
                failure: ModelFailure
                policy: concurrent
                retry: { attempts: 2, backoff: 0.5 }
                timeout: 1
              search:
                params: { count: Int, text: String }
                reads: [id]
                failure: ModelFailure
                cancel: true
                dismiss: true
                retry: { attempts: 2, backoff: 1 }
                then: [poke]
            """#,
        "Drawn05Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05Pane

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
              rate:
                params: { count: Int }
                reads: [ready]
                failure: ModelFailure
                policy: first
                key: count
                timeout: 2
            """#,
        "Drawn06": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              fetchValue: { type: Item, default: 'Item(id: 0, name: "")' }
              saveByKey: "[String: String]"
              sendItems: "[Int]"

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
              fetch:
                params: { text: String }
                success: Item
                into: { field: fetchValue, mode: assign }
                policy: first
                cancel: true
                debounce: 0.5
                when: 'state.ready'
                cache: 1
              save:
                params: { count: Int, text: String }
                success: String
                failure: ModelFailure
                into: { field: saveByKey, mode: keyed }
                key: text
                timeout: 5
                when: 'state.page < 2'
              send:
                success: "[Int]"
                into: { field: sendItems, mode: prepend }
                dismiss: true
                retry: { attempts: 2, backoff: 1 }
                debounce: 0.25
                on: [bump]
                when: 'state.page < 2'

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
              lookupItems: "[Item]"
              searchValue: { type: Int, default: '0' }

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                reads: [id, ready, page]
                success: Item
                failure: ModelFailure
                into: { field: lookupItems, mode: upsert }
                policy: first
                retry: { attempts: 2 }
                when: 'state.page < 2'
              search:
                params: { text: String, count: Int }
                reads: [id]
                success: Int
                failure: ModelFailure
                into: { field: searchValue, mode: assign }
                policy: first
                dismiss: true
            """#,
        "Drawn06Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupItems: "[Item]"
              loadValue: "[Int]?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                reads: [ready]
                success: "[Item]"
                failure: ModelFailure
                into: { field: lookupItems, mode: upsert }
                policy: first
                dismiss: true
                retry: { attempts: 2, backoff: 0.25 }
                on: [bump]
                optimistic: true
              load:
                success: "[Int]"
                into: { field: loadValue, mode: assign }
                dismiss: true
                timeout: 5
                debounce: 1
            """#,
        "Drawn07": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              saveItems: "[Int]"
              uploadItems: "[Item]"
              fetchItems: "[Item]"

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
              save:
                params: { count: Int, text: String }
                success: "[Int]"
                into: { field: saveItems, mode: append }
                policy: concurrent
                retry: { attempts: 1, backoff: 0.25 }
                optimistic: true
                poll: 2
              upload:
                reads: [page, ready]
                success: Item
                into: { field: uploadItems, mode: upsert }
                policy: queue
                cancel: true
                dismiss: true
                timeout: 2
                on: [bump]
                optimistic: true
              fetch:
                success: Item
                into: { field: fetchItems, mode: upsert }
                policy: concurrent
                dismiss: true
                timeout: 5
                when: 'state.page < 2'
                then: [upload]

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
              sendValue: Item?

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                params: { ref: Int, count: Int }
                reads: [id]
                success: Item
                into: { field: sendValue, mode: assign }
                key: count
                cancel: true
                when: 'state.ready'
                optimistic: true
            """#,
        "Drawn07Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                params: { count: Int }
                success: "[Item]"
                into: { field: lookupItems, mode: prepend }
                when: 'state.ready'
                then: [bump]
                optimistic: true
                poll: 2
            """#,
        "Drawn08": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendByKey: "[Int: Item]"
              uploadItems: "[Item]"
              loadItems: "[Item]"
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
                params: { count: Int, ref: Int }
                success: Item
                into: { field: sendByKey, mode: keyed }
                policy: first
                key: ref
                dismiss: true
                timeout: 5
                debounce: 0.5
              upload:
                params: { count: Int, text: String }
                success: Item
                failure: ModelFailure
                into: { field: uploadItems, mode: upsert }
                key: count
                cancel: true
                optimistic: true
              load:
                params: { text: String, count: Int }
                reads: [ready]
                success: "[Item]"
                failure: ModelFailure
                into: { field: loadItems, mode: append }
                key: text
                debounce: 1
                when: '!state.query.isEmpty'
                then: [poke]
              lookup:
                success: Int
                into: { field: lookupItems, mode: prepend }
                when: 'state.page < 2'
                then: [poke]
                optimistic: true
                poll: 5

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
              fetch:
                params: { text: String }
                success: Int
                policy: queue
                dismiss: true
                when: 'state.page < 2'
                poll: 5
            """#,
        "Drawn09": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveValue: String?
              fetchByKey: "[Int: Item]"
              lookupByKey: "[Int: Int]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              archive:
                params: Int
                success: String
                into: { field: archiveValue, mode: assign }
              fetch:
                params: { count: Int, text: String }
                success: Item
                into: { field: fetchByKey, mode: keyed }
                policy: first
                key: count
                cancel: true
                retry: { attempts: 1, backoff: 0.25 }
                when: '!state.query.isEmpty'
              lookup:
                params: { ref: Int }
                success: Int
                failure: ModelFailure
                into: { field: lookupByKey, mode: keyed }
                key: ref
                when: 'state.ready'
                poll: 5
                cache: 5

            children:
              pane: { feature: Drawn09Pane, optional: true }
            """#,
        "Drawn09Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              fetchValue: "[Int]"
              uploadByKey: "[Int: Int]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              fetch:
                params: { ref: Int }
                reads: [id, query]
                success: "[Int]"
                into: { field: fetchValue, mode: assign }
                policy: first
                cache: 1
              upload:
                params: { ref: Int }
                success: Int
                failure: ModelFailure
                into: { field: uploadByKey, mode: keyed }
                key: ref
                cancel: true
                retry: { attempts: 2, backoff: 0.5 }
            """#,
        "Drawn10": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn10

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupByKey: "[Int: Item]"
              rateItems: "[Item]"
              fetchItems: "[Item]"
              searchItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              lookup:
                params: { ref: Int }
                success: Item
                into: { field: lookupByKey, mode: keyed }
                policy: first
                key: ref
                debounce: 0.25
                then: [bump]
                poll: 2
                cache: 1
              rate:
                params: { ref: Int }
                reads: [ready]
                success: Item
                failure: ModelFailure
                into: { field: rateItems, mode: upsert }
                key: ref
                retry: { attempts: 2, backoff: 0.25 }
                cache: 5
              fetch:
                params: { count: Int }
                success: Item
                into: { field: fetchItems, mode: upsert }
                when: '!state.query.isEmpty'
                cache: 5
              search:
                reads: [query]
                success: "[Item]"
                failure: ModelFailure
                into: { field: searchItems, mode: prepend }
                policy: queue
                cancel: true
                dismiss: true
                when: '!state.query.isEmpty'
                optimistic: true
                poll: 5

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
              syncItems: "[Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              sync:
                reads: [id]
                success: Int
                into: { field: syncItems, mode: append }
                policy: queue
                dismiss: true
                retry: { attempts: 2 }
                on: [setPage]
                when: 'state.page < 2'
                then: [bump]
                optimistic: true
            """#,
        "Drawn11": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              postValue: Item?
              searchValue: Int?
              rateValue: Item?

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              post:
                reads: [ready]
                success: Item
                into: { field: postValue, mode: assign }
                on: [setPage]
                then: [rate]
              search:
                params: { text: String, count: Int }
                success: Int
                into: { field: searchValue, mode: assign }
                policy: first
                when: 'state.page < 2'
                optimistic: true
              rate:
                reads: [page]
                success: Item
                failure: ModelFailure
                into: { field: rateValue, mode: assign }
                policy: queue
                retry: { attempts: 2, backoff: 0.5 }
                on: [poke, setQuery]
                poll: 5

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
              lookupItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                params: { text: String, ref: Int }
                success: Item
                into: { field: lookupItems, mode: append }
                dismiss: true
                timeout: 2
                optimistic: true
            """#,
        "Drawn12": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn12

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              syncItems: "[Int]"
              uploadItems: "[Item]"
              loadItems: "[Item]"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              sync:
                params: String
                reads: [page]
                success: Int
                failure: ModelFailure
                into: { field: syncItems, mode: append }
                policy: first
                retry: { attempts: 1, backoff: 0.25 }
                when: 'state.page < 2'
                optimistic: true
              upload:
                params: Int
                reads: [ready]
                success: "[Item]"
                into: { field: uploadItems, mode: append }
                cancel: true
                dismiss: true
                timeout: 5
              load:
                params: Int
                reads: [query]
                success: Item
                failure: ModelFailure
                into: { field: loadItems, mode: append }
                dismiss: true
                then: [poke]

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
              rateItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              rate:
                params: { ref: Int }
                success: Item
                into: { field: rateItems, mode: upsert }
                optimistic: true
                cache: 1
            """#,
        "Drawn13": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn13

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              loadValue: Int?
              saveItems: "[Item]"
              syncItems: "[Item]"
              rateItems: "[Item]"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              load:
                params: Int
                reads: [page]
                success: Int
                into: { field: loadValue, mode: assign }
                policy: queue
                when: '!state.query.isEmpty'
                then: [rate]
                optimistic: true
              save:
                params: { text: String }
                success: "[Item]"
                into: { field: saveItems, mode: upsert }
                policy: first
                key: text
                cancel: true
                timeout: 2
                then: [sync]
              sync:
                reads: [ready, page]
                success: "[Item]"
                into: { field: syncItems, mode: prepend }
                policy: first
                cancel: true
                on: [bump, poke]
                optimistic: true
              rate:
                success: Item
                failure: ModelFailure
                into: { field: rateItems, mode: append }
                policy: first
            """#,
    ]
}
