import type { Rule } from 'eslint'

export declare const noImportCycles: Rule.RuleModule
