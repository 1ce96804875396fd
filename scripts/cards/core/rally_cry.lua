-- Rally Cry: Choose an ally you control. Wake it up and put a buff counter on it.
-- The choice is made on resolution (not a target), so the script asks for it.
return {
	resolve = function(ctx)
		local allies = ctx:objects({ type = "ally", controller = "you" })
		if #allies == 0 then
			return
		end
		local pick = ctx:choose({ prompt = "Choose an ally to rally", objects = allies })[1]
		ctx:wake(pick)
		ctx:add_counter(pick, "buff", 1)
	end,
}
