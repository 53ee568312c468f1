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
              rateByKey: "[Int: Item]"
              lookupValue: String?

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
                optimistic: true
                cache: 5
              lookup:
                reads: [id]
                success: String
                into: { field: lookupValue, mode: assign }
                on: [bump]
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
              search:
                params: String
                dismiss: true
                then: [poke]
            """#,
        "Drawn02": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              syncByKey: "[Int: String]"
              fetchItems: "[Item]"
              sendItems: "[Item]"

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
              sync:
                params: { ref: Int }
                success: String
                failure: ModelFailure
                into: { field: syncByKey, mode: keyed }
                key: ref
                timeout: 1
                then: [bump]
                optimistic: true
              fetch:
                params: { text: String }
                reads: [page, ready]
                success: "[Item]"
                into: { field: fetchItems, mode: prepend }
                retry: { attempts: 1, backoff: 0.5 }
                timeout: 5
                then: [poke]
              send:
                params: { text: String }
                reads: [ready]
                success: Item
                failure: ModelFailure
                into: { field: sendItems, mode: upsert }
                dismiss: true

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
              uploadItems: "[Item]"
              postItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                reads: [id]
                success: Item
                failure: ModelFailure
                into: { field: uploadItems, mode: upsert }
                policy: concurrent
                cancel: true
                then: [poke, post]
                optimistic: true
              post:
                reads: [id, query, ready]
                success: Item
                into: { field: postItems, mode: upsert }
                when: '!state.query.isEmpty'
                optimistic: true
                cache: 1
            """#,
        "Drawn02Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              rateItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              rate:
                params: { count: Int, ref: Int }
                success: Item
                failure: ModelFailure
                into: { field: rateItems, mode: upsert }
                policy: first
                key: count
                cancel: true
                retry: { attempts: 1 }
                debounce: 0.5
            """#,
        "Drawn03": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              syncValue: Item?
              lookupItems: "[Item]"

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
                reads: [query]
                policy: queue
                cancel: true
                then: [bump]
              sync:
                reads: [query]
                success: Item
                failure: ModelFailure
                into: { field: syncValue, mode: assign }
                policy: first
                cancel: true
                optimistic: true
              lookup:
                success: Item
                into: { field: lookupItems, mode: upsert }
                retry: { attempts: 2, backoff: 1 }
                debounce: 0.25
                on: [poke]
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
              sendItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              load:
                reads: [id, ready]
                success: Item
                policy: first
                dismiss: true
                timeout: 2
                cache: 5
              send:
                params: { ref: Int, count: Int }
                reads: [id, query]
                success: Item
                into: { field: sendItems, mode: upsert }
                cancel: true
                retry: { attempts: 1, backoff: 0.25 }
                timeout: 2
            """#,
        "Drawn03Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              rateItems: "[Int]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              rate:
                params: { count: Int }
                success: "[Int]"
                into: { field: rateItems, mode: prepend }
                cancel: true
                when: '!state.query.isEmpty'
                optimistic: true
                poll: 5
            """#,
        "Drawn04": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              uploadValue: { type: Item, default: 'Item(id: 0, name: "")' }
              loadValue: Item?
              lookupItems: "[Item]"

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
                params: { text: String }
                reads: [ready]
                failure: ModelFailure
                policy: queue
                timeout: 1
              upload:
                success: Item
                failure: ModelFailure
                into: { field: uploadValue, mode: assign }
                policy: first
                retry: { attempts: 2 }
                optimistic: true
                cache: 5
              load:
                params: { text: String, count: Int }
                success: Item
                failure: ModelFailure
                into: { field: loadValue, mode: assign }
                key: count
                retry: { attempts: 1, backoff: 1 }
                then: [upload]
              lookup:
                params: { text: String }
                success: "[Item]"
                failure: ModelFailure
                into: { field: lookupItems, mode: upsert }
                policy: first
                cancel: true
                dismiss: true
                optimistic: true
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
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              searchItems: "[Item]"
              archiveItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              search:
                reads: [id, ready]
                success: Item
                into: { field: searchItems, mode: append }
                dismiss: true
                optimistic: true
                poll: 2
              archive:
                params: { ref: Int }
                reads: [id]
                success: Item
                into: { field: archiveItems, mode: prepend }
                policy: first
                dismiss: true
                poll: 2
            """#,
        "Drawn04Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchItems: "[Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              search:
                reads: [ready]
                success: "[Int]"
                failure: ModelFailure
                into: { field: searchItems, mode: append }
                on: [poke, setReady]
                optimistic: true
            """#,
        "Drawn05": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveItems: "[Item]"
              syncByKey: "[Int: Item]"

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
              archive:
                success: Item
                failure: ModelFailure
                into: { field: archiveItems, mode: append }
                policy: concurrent
                on: [poke]
              save:
                dismiss: true
                on: [bump]
              send:
                params: { ref: Int }
                policy: concurrent
                cancel: true
                when: '!state.query.isEmpty'
                then: [bump]
              sync:
                params: { count: Int }
                success: Item
                failure: ModelFailure
                into: { field: syncByKey, mode: keyed }
                policy: first
                key: count
                cancel: true
                retry: { attempts: 2 }

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
              submitItems: "[Item]"
              lookupValue: "[Item]?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              submit:
                params: { text: String }
                reads: [id]
                success: Item
                failure: ModelFailure
                into: { field: submitItems, mode: upsert }
                cancel: true
                dismiss: true
                debounce: 0.5
                when: 'state.ready'
                then: [poke]
              lookup:
                reads: [id]
                success: "[Item]"
                into: { field: lookupValue, mode: assign }
                policy: first
                debounce: 1
                then: [poke]
            """#,
        "Drawn05Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              fetchValue: String?

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              fetch:
                params: { count: Int }
                success: String
                failure: ModelFailure
                into: { field: fetchValue, mode: assign }
                dismiss: true
                when: 'state.ready'
                poll: 2
            """#,
        "Drawn06": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchItems: "[Int]"
              syncValue: "[Item]?"
              lookupValue: "[Int]?"

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
              search:
                success: "[Int]"
                into: { field: searchItems, mode: prepend }
                on: [bump]
                then: [poke]
              fetch:
                reads: [ready]
                success: Item
                cancel: true
                dismiss: true
                cache: 5
              sync:
                params: String
                success: "[Item]"
                failure: ModelFailure
                into: { field: syncValue, mode: assign }
                cancel: true
                retry: { attempts: 2, backoff: 0.5 }
                cache: 5
              lookup:
                params: Int
                success: "[Int]"
                into: { field: lookupValue, mode: assign }
                dismiss: true
                retry: { attempts: 2 }
                optimistic: true

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
              uploadValue: "[Item]?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                params: Int
                reads: [id]
                success: "[Item]"
                into: { field: uploadValue, mode: assign }
                policy: first
                cancel: true
                cache: 5
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
              fetch:
                params: { ref: Int }
                success: Int
                policy: concurrent
                cancel: true
                dismiss: true
                when: 'state.ready'
                poll: 2
              load:
                reads: [ready]
                policy: concurrent
                when: 'state.ready'
            """#,
        "Drawn07": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              uploadItems: "[Item]"
              searchItems: "[Int]"

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
              upload:
                params: { count: Int }
                reads: [query]
                success: "[Item]"
                into: { field: uploadItems, mode: upsert }
                policy: first
                key: count
                debounce: 1
                when: '!state.query.isEmpty'
                poll: 5
              search:
                params: { count: Int }
                success: "[Int]"
                failure: ModelFailure
                into: { field: searchItems, mode: append }
                policy: first
              send:
                failure: ModelFailure
                retry: { attempts: 1 }
                on: [setQuery, setReady]
                poll: 2
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
              submitValue: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              archive:
                params: { text: String }
                reads: [id, query]
                success: Int
                failure: ModelFailure
                policy: queue
              submit:
                params: { text: String }
                reads: [id, ready]
                success: "[Item]"
                into: { field: submitValue, mode: assign }
                policy: queue
                cancel: true
                dismiss: true
            """#,
        "Drawn07Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              archiveValue: { type: Int, default: '0' }
              sendItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              archive:
                success: Int
                into: { field: archiveValue, mode: assign }
                policy: first
                dismiss: true
                timeout: 1
              send:
                reads: [ready, page]
                success: Item
                into: { field: sendItems, mode: upsert }
                dismiss: true
                when: 'state.page < 2'
                optimistic: true
                cache: 1
            """#,
        "Drawn08": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchItems: "[Int]"
              syncItems: "[Item]"

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
              search:
                params: { text: String, ref: Int }
                success: "[Int]"
                into: { field: searchItems, mode: append }
                debounce: 1
              sync:
                reads: [page]
                success: "[Item]"
                failure: ModelFailure
                into: { field: syncItems, mode: prepend }
                policy: queue
                cancel: true
                timeout: 5
              post:
                failure: ModelFailure
                policy: concurrent
                retry: { attempts: 1, backoff: 0.5 }
                timeout: 2
                on: [bump]
                then: [sync]

            children:
              rows: { feature: Drawn08Row, collection: true }
              pane: { feature: Drawn08Pane, optional: true }
            """#,
        "Drawn08Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchItems: "[Int]"
              submitItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              search:
                reads: [id]
                success: Int
                into: { field: searchItems, mode: append }
                policy: queue
                cancel: true
                on: [setReady]
                poll: 5
              submit:
                reads: [id, ready]
                success: Item
                into: { field: submitItems, mode: append }
                policy: concurrent
                when: 'state.ready'
                then: [search]
            """#,
        "Drawn08Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              postByKey: "[String: Int]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              post:
                params: { text: String }
                success: Int
                into: { field: postByKey, mode: keyed }
                key: text
                dismiss: true
                optimistic: true
                cache: 5
            """#,
        "Drawn09": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              submitItems: "[Item]"
              sendItems: "[Item]"
              uploadItems: "[Item]"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              submit:
                params: Int
                success: "[Item]"
                into: { field: submitItems, mode: append }
                when: '!state.query.isEmpty'
                poll: 2
              send:
                reads: [query]
                success: Item
                into: { field: sendItems, mode: upsert }
                policy: queue
                retry: { attempts: 1 }
                timeout: 5
              upload:
                reads: [query, page]
                success: "[Item]"
                into: { field: uploadItems, mode: upsert }
                policy: queue
                timeout: 5
                on: [poke]
                then: [bump, send]

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
              submitValue: "[Int]"
              rateValue: { type: String, default: '""' }

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              submit:
                success: "[Int]"
                into: { field: submitValue, mode: assign }
                policy: queue
                retry: { attempts: 2, backoff: 0.5 }
                on: [setQuery]
                optimistic: true
              rate:
                reads: [id]
                success: String
                into: { field: rateValue, mode: assign }
                policy: queue
                dismiss: true
                then: [submit]
            """#,
        "Drawn10": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn10

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              syncItems: "[Item]"
              loadItems: "[Item]"
              submitItems: "[Int]"
              postItems: "[Int]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }

            requests:
              sync:
                params: String
                success: "[Item]"
                failure: ModelFailure
                into: { field: syncItems, mode: prepend }
                policy: first
              load:
                params: { ref: Int }
                reads: [ready]
                success: Item
                into: { field: loadItems, mode: append }
                key: ref
                timeout: 5
                poll: 5
              submit:
                params: Int
                success: "[Int]"
                failure: ModelFailure
                into: { field: submitItems, mode: prepend }
                retry: { attempts: 2, backoff: 0.5 }
                debounce: 0.5
                when: '!state.query.isEmpty'
              post:
                reads: [query]
                success: Int
                failure: ModelFailure
                into: { field: postItems, mode: append }
                timeout: 1
                on: [bump]
                when: 'state.ready'
                optimistic: true

            children:
              rows: { feature: Drawn10Row, collection: true }
            """#,
        "Drawn10Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn10Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              uploadValue: { type: Int, default: '0' }

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                reads: [id, query]
                dismiss: true
                when: '!state.query.isEmpty'
              upload:
                params: { count: Int }
                reads: [id]
                success: Int
                into: { field: uploadValue, mode: assign }
                then: [save]
            """#,
        "Drawn11": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              uploadValue: Item?
              saveValue: Item?
              searchValue: "[Int]?"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                reads: [page]
                success: Item
                failure: ModelFailure
                into: { field: uploadValue, mode: assign }
                policy: queue
                timeout: 2
                on: [setQuery]
                optimistic: true
              save:
                params: Int
                reads: [query, ready]
                success: Item
                into: { field: saveValue, mode: assign }
                policy: first
                timeout: 1
                poll: 2
              archive:
                params: { count: Int }
                success: String
                key: count
                dismiss: true
                retry: { attempts: 2 }
                debounce: 0.25
                when: '!state.query.isEmpty'
                cache: 5
              search:
                params: { count: Int }
                reads: [query, ready]
                success: "[Int]"
                into: { field: searchValue, mode: assign }
                policy: queue
                timeout: 1
                when: '!state.query.isEmpty'
                then: [upload]
            """#,
        "Drawn12": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn12

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              rateItems: "[Item]"
              uploadItems: "[Item]"
              archiveItems: "[Item]"
              loadItems: "[Item]"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              rate:
                params: String
                success: "[Item]"
                into: { field: rateItems, mode: upsert }
                policy: concurrent
                retry: { attempts: 1, backoff: 0.5 }
                timeout: 1
                when: 'state.ready'
                then: [archive]
              upload:
                params: { text: String, count: Int }
                reads: [query]
                success: Item
                into: { field: uploadItems, mode: prepend }
                policy: concurrent
                dismiss: true
                when: '!state.query.isEmpty'
                then: [archive]
                optimistic: true
              archive:
                success: "[Item]"
                into: { field: archiveItems, mode: append }
                policy: first
                on: [bump]
                optimistic: true
                poll: 5
              load:
                params: Int
                success: "[Item]"
                into: { field: loadItems, mode: upsert }
                policy: concurrent
                cancel: true
                timeout: 1
                then: [bump]
            """#,
        "Drawn13": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn13

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              syncByKey: "[String: Item]"
              uploadItems: "[Item]"
              loadItems: "[Int]"
              submitByKey: "[Int: Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }

            requests:
              sync:
                params: { text: String, ref: Int }
                success: Item
                into: { field: syncByKey, mode: keyed }
                policy: first
                key: text
                dismiss: true
                poll: 2
                cache: 1
              upload:
                params: { count: Int, text: String }
                success: Item
                failure: ModelFailure
                into: { field: uploadItems, mode: prepend }
                policy: first
                key: text
                cancel: true
              load:
                params: { text: String }
                reads: [page, ready]
                success: Int
                into: { field: loadItems, mode: prepend }
                policy: first
                key: text
                when: 'state.ready'
              submit:
                params: { count: Int }
                success: Int
                into: { field: submitByKey, mode: keyed }
                policy: first
                key: count
                timeout: 5
                debounce: 1

            children:
              rows: { feature: Drawn13Row, collection: true }
            """#,
        "Drawn13Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn13Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              uploadItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                params: { text: String }
                reads: [id, query]
                success: Item
                failure: ModelFailure
                into: { field: uploadItems, mode: prepend }
            """#,
        "Drawn14": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn14

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              syncItems: "[Int]"
              rateValue: "[Int]"
              saveItems: "[Int]"
              archiveItems: "[Item]"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              openPane: { id: Int }
              closePane:

            requests:
              sync:
                params: { text: String, ref: Int }
                success: Int
                into: { field: syncItems, mode: append }
                policy: queue
                retry: { attempts: 2, backoff: 0.5 }
                when: 'state.ready'
              rate:
                params: String
                success: "[Int]"
                into: { field: rateValue, mode: assign }
                policy: queue
                cancel: true
                dismiss: true
                poll: 2
              save:
                params: String
                reads: [query, ready]
                success: Int
                failure: ModelFailure
                into: { field: saveItems, mode: prepend }
                policy: queue
                dismiss: true
                when: 'state.ready'
                then: [bump]
              archive:
                params: Int
                success: Item
                into: { field: archiveItems, mode: append }
                policy: queue
                dismiss: true

            children:
              pane: { feature: Drawn14Pane, optional: true }
            """#,
        "Drawn14Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn14Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              saveItems: "[Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                reads: [id]
                success: Item
                policy: first
                cancel: true
              save:
                success: "[Int]"
                into: { field: saveItems, mode: append }
                policy: first
                optimistic: true
            """#,
        "Drawn15": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn15

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              fetchValue: { type: Item, default: 'Item(id: 0, name: "")' }
              rateValue: { type: Int, default: '0' }
              postItems: "[Item]"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              fetch:
                params: { count: Int, text: String }
                reads: [page, ready]
                success: Item
                into: { field: fetchValue, mode: assign }
                policy: first
              save:
                reads: [ready, page]
                failure: ModelFailure
                policy: first
                retry: { attempts: 1, backoff: 0.5 }
                poll: 2
              rate:
                params: { ref: Int }
                success: Int
                failure: ModelFailure
                into: { field: rateValue, mode: assign }
                dismiss: true
              post:
                params: { count: Int, ref: Int }
                success: "[Item]"
                into: { field: postItems, mode: upsert }
                policy: first
                then: [poke]
                optimistic: true
            """#,
    ]
}
