-- Trooper (WoE 289), token creature: Fight/Reap: Exalt Trooper.
local function exalt(ctx)
	ctx:rule("exalt", ctx.this)
end

return {
	fight = exalt,
	reap = exalt,
}
