-- Bonded Auctioneer (GR 074): After Reap: Destroy an artifact. If you do, its controller (as
-- it was in play) gains 1 æmber. Scrap: Return an artifact to its owner's hand.
return {
	reap = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts" })
		local pick = ctx:choose({ prompt = "Destroy which artifact?", objects = artifacts })[1]
		if pick == nil then
			return
		end
		local controller = pick:controller()
		if #ctx:destroy({ pick }) > 0 then
			ctx:gain(controller, "amber", 1)
		end
	end,
	scrap = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts" })
		local pick =
			ctx:choose({ prompt = "Return which artifact to its owner's hand?", objects = artifacts })[1]
		ctx:move(pick, "hand")
	end,
}
