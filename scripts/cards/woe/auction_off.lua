-- Auction Off (WoE 090): Play: Purge an artifact. Its controller gains 1 æmber.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "artifacts", controller = "any" })
		local picked = ctx:choose({ prompt = "Purge which artifact?", objects = all })[1]
		if picked == nil then
			return
		end
		local controller = picked:controller()
		if ctx:banish(picked) then
			ctx:gain(controller, "amber", 1)
		end
	end,
}
