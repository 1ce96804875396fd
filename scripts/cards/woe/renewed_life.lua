-- Renewed Life (WoE 190): Play: Fully heal a creature. Make a token creature for each
-- damage healed this way.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Fully heal which creature?", objects = all })[1]
		if picked == nil then
			return
		end
		local before = picked:damage()
		ctx:heal(picked, before)
		for _ = 1, before - picked:damage() do
			ctx:rule("make_token")
		end
	end,
}
