-- Scout Chief Korijir (WoE 336): Play: Make a token creature. After Fight/After Reap: Make a
-- token creature.
local function make(ctx)
	ctx:rule("make_token")
end

return {
	resolve = make,
	fight = make,
	reap = make,
}
