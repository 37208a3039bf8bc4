"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var config_1 = require("vitest/config");
// Browser tests share two cores: run files one after another, and give Chromium time.
exports.default = (0, config_1.defineConfig)({
    test: {
        include: ['tests/**/*.e2e.test.ts'],
        fileParallelism: false,
        testTimeout: 120000,
        hookTimeout: 120000,
    },
});
