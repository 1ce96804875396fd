-- Obsidian Forge (WC 093), artifact: Action: Sacrifice any number of friendly creatures.
-- Then, you may forge a key at +6 æmber current cost, reduced by 1 for each creature
-- sacrificed this way (a warded one is not). If you do, destroy Obsidian Forge.
return {
	action = function(ctx)
		local friendly = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({
			prompt = "Sacrifice which creatures?",
			objects = friendly,
			min = 0,
			max = #friendly,
		})
		local sacrificed = #ctx:destroy(picked)
		local extra = math.max(6 - sacrificed, -ctx.controller:cost("key"))
		if not ctx.controller:can_buy("key", extra) then
			return
		end
		local forge = ctx:choose({ prompt = "Forge a key?", options = { "forge", "no" } })[1]
		if forge == "forge" and ctx:buy(ctx.controller, "key", extra) then
			ctx:destroy(ctx.this)
		end
	end,
}
