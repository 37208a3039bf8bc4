"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.artifactsDir = exports.repoRoot = void 0;
var node_url_1 = require("node:url");
var node_path_1 = require("node:path");
exports.repoRoot = node_path_1.default.resolve(node_path_1.default.dirname((0, node_url_1.fileURLToPath)(import.meta.url)), '../..');
exports.artifactsDir = node_path_1.default.join(exports.repoRoot, 'e2e', '.artifacts');
