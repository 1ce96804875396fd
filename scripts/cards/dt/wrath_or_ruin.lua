-- Wrath or Ruin (DT 351): Play: Choose one: destroy a flank creature; or return 2 enemy
-- creatures to their owners' hands (as many as there are).
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Wrath or Ruin: choose one",
			options = { "destroy a flank creature", "return 2 enemy creatures" },
		})[1]
		if picked == "destroy a flank creature" then
			local flank = ctx:rule("flank_creatures")
			ctx:destroy(ctx:choose({ prompt = "Destroy which flank creature?", objects = flank })[1])
			return
		end
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local n = math.min(2, #enemies)
		local back =
			ctx:choose({ prompt = "Return which 2 enemy creatures?", objects = enemies, min = n, max = n })
		for _, creature in ipairs(back) do
			ctx:move(creature, "hand")
		end
	end,
}
