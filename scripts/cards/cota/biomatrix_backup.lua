-- Biomatrix Backup (CotA 208), upgrade: This creature gains, "Destroyed: You may put this
-- creature into its owner's archives." It resolves while the creature is tagged, still in
-- play; archived then, it stays there (still destroyed).
return {
	triggers = {
		{
			on = "destroyed",
			label = "Destroyed: may archive the creature (Biomatrix Backup)",
			applies = function(ctx, event)
				return event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, event)
				local answer = ctx:choose({
					prompt = "Put it into its owner's archives?",
					options = { "archive", "no" },
				})[1]
				if answer == "archive" then
					ctx:move(event.object, "archives")
				end
			end,
		},
	},
}
