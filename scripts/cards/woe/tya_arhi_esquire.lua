-- Tya-Arhĭ, Esquire (WoE 088): Each friendly non-token creature (Tya-Arhĭ too) gains
-- "Destroyed: Make a token creature." A trigger on "destroying" (KF-DESTROYED-GIVEN-1): it
-- resolves with the creature's own Destroyed: abilities, while it is still in play.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: make a token creature (Tya-Arhĭ, Esquire)",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and ctx.this:zone() == "battleline"
					and creature:is_valid()
					and creature:zone() == "battleline"
					and creature:controller() == ctx.controller
					and not creature:is_token()
			end,
			resolve = function(ctx)
				ctx:rule("make_token")
			end,
		},
	},
}
