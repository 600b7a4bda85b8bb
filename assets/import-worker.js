// The import worker's loader (crates/passk-import-worker): wasm-bindgen's no-modules glue,
// then its wasm, both beside this file. The data page starts it with
// `new Worker('./import-worker.js')` when an import begins, so a visitor who imports
// nothing never downloads it.
importScripts('./passk-import-worker.js');
wasm_bindgen({ module_or_path: './passk-import-worker_bg.wasm' });
