-- Dreadbone Decimus (MM 204): Play/Fight: You may exalt Dreadbone Decimus. If you do,
-- destroy a creature (either side) with lower power than Dreadbone Decimus.
local function exalt_and_destroy(ctx)
	local pick = ctx:choose({ prompt = "Exalt Dreadbone Decimus?", options = { "exalt", "no" } })[1]
	if pick ~= "exalt" then
		return
	end
	ctx:rule("exalt", ctx.this)
	local power = ctx.this:stat("power") or 0
	local weaker = {}
	for _, c in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
		if (c:stat("power") or 0) < power then
			table.insert(weaker, c)
		end
	end
	local victim = ctx:choose({ prompt = "Destroy which creature with lower power?", objects = weaker })[1]
	if victim ~= nil then
		ctx:destroy(victim)
	end
end

return {
	resolve = exalt_and_destroy,
	fight = exalt_and_destroy,
}
