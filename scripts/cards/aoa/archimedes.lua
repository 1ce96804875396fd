-- Archimedes (AoA 108), creature: Elusive. Each of Archimedes's neighbors gains "Destroyed:
-- Archive this creature" (into its owner's archives). A trigger on "destroying": the neighbors
-- are read as each destruction begins, so a board wipe archives those that were beside it
-- even though Archimedes is destroyed with them (KF-DESTROYED-GIVEN-1).
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: archive this creature",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and creature ~= ctx.this
					and ctx.this:zone() == "battleline"
					and creature:is_valid()
					and creature:is_beside(ctx.this)
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if creature:is_valid() and creature:zone() == "battleline" then
					ctx:move(creature, "archives")
				end
			end,
		},
	},
}
