-- Replay Pod (WoE 130): Each friendly Mars creature gains "Destroyed: Place this creature
-- facedown under Replay Pod" (a `destroying` trigger, KF-DESTROYED-GIVEN-1: it goes from play
-- to the zone `beneath`, under the pod). Action: Put each card under Replay Pod into your
-- hand. Purge Replay Pod.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: under Replay Pod",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and ctx.this:zone() == "artifacts"
					and creature:is_valid()
					and creature:zone() == "battleline"
					and creature:controller() == ctx.controller
					and ctx:rule("of_house", creature, "mars")
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if creature:is_valid() and creature:zone() == "battleline" then
					ctx:attach(creature, ctx.this, "beneath")
				end
			end,
		},
	},
	action = function(ctx)
		for _, card in ipairs(ctx.this:attachments()) do
			if card:zone() == "beneath" then
				ctx:move(card, "hand")
			end
		end
		ctx:banish(ctx.this)
	end,
}
