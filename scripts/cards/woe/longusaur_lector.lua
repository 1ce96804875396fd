-- Longusaur Lector (WoE 279): Play/After Reap: You may exalt Longusaur Lector. If you do,
-- make a token creature.
local function may_exalt(ctx)
	local picked = ctx:choose({ prompt = "Exalt Longusaur Lector?", options = { "yes", "no" } })[1]
	if picked == "yes" then
		ctx:rule("exalt", ctx.this)
		ctx:rule("make_token")
	end
end

return {
	resolve = may_exalt,
	reap = may_exalt,
}
