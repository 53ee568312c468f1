// CatalogReducerLogic.swift
// Written once by reduxgen from Catalog.yaml; from now on this file is yours to edit.
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

import Foundation
import ReduxRuntime

extension CatalogReducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of CatalogReducer.swift; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing).
    static func reduceLogic(_ state: inout CatalogState, _ action: CatalogAction) {
        switch action {
        case .refresh:
            break  // TODO: apply `refresh` to the state.
        case .select(let payload):
            _ = payload  // TODO: apply `select` to the state.
        case .toggleFavorite(let id, let isFavorite):
            _ = (id, isFavorite)  // TODO: apply `toggleFavorite` to the state.
        case .search, .searchSuccess, .searchFailure:
            break  // The generated reducer sets `searchStatus` and stores the success payload in `products`.
        case .loadProduct, .loadProductSuccess, .loadProductFailure:
            break  // The generated reducer sets `loadProductStatus`.
        case .addToCart, .addToCartSuccess, .addToCartFailure:
            break  // The generated reducer sets `addToCartStatus`.
        case .ping, .pingSuccess, .pingFailure:
            break  // The generated reducer sets `pingStatus`.
        }
    }
}
