-- Uxlyx the Zookeeper (CotA 201): Elusive. Reap: Put an enemy creature into your
-- archives. (Leaving your archives, it goes to its owner's hand instead: KF-ARCHIVE-OWNER-2.)
return {
	reap = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local creature =
			ctx:choose({ prompt = "Put an enemy creature into your archives", objects = enemies })[1]
		ctx:move(creature, "archives", { player = ctx.controller })
	end,
}
