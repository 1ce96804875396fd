-- Ironyx Propaganda (WoE 156), upgrade: This creature gains "Fight/Reap: Make a token
-- creature" (for its controller).
local function make(ctx)
	ctx:rule("make_token")
end

return {
	grants = { fight = make, reap = make },
}
